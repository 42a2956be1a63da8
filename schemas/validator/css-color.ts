/**
 * What a colour prop may hold (CSS Color 4, the forms the app's widgets pass to `style`): a hex colour,
 * rgb()/rgba()/hsl()/hsla(), a named colour, `transparent`, `currentColor` or a custom property.
 */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent currentcolor'
  ).split(' '),
)

const number = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?'
const channel = `(?:${number}%?|none)`
const hue = `(?:${number}(?:deg|grad|rad|turn)?|none)`
const separator = '(?:\\s*,\\s*|\\s+)'
const alpha = `(?:\\s*[,/]\\s*${channel})?`
const rgb = new RegExp(`^rgba?\\(\\s*${channel}(?:${separator}${channel}){2}${alpha}\\s*\\)$`, 'i')
const hsl = new RegExp(`^hsla?\\(\\s*${hue}(?:${separator}${channel}){2}${alpha}\\s*\\)$`, 'i')

export function isCssColor(value: string): boolean {
  const text = value.trim()
  return (
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) ||
    NAMED_COLORS.has(text.toLowerCase()) ||
    /^var\(\s*--[A-Za-z0-9_-]+\s*(?:,[^()]*)?\)$/.test(text) ||
    rgb.test(text) ||
    hsl.test(text)
  )
}
