declare module 'virtual:studio-contracts' {
  const data: import('./contracts').ContractsData
  export default data
}
