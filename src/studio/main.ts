import contracts from 'virtual:studio-contracts'
import { studioContracts } from './contracts'
import { Studio } from './studio'
import './studio.css'

/** The page studio's entry (studio.html): nothing here is part of the doctors' app or its first load. */
const root = document.getElementById('studio')
if (!root) throw new Error('studio.html has no #studio element')
new Studio(root, studioContracts(contracts)).start()
