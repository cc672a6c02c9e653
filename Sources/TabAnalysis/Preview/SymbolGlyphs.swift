/// SF Symbols drawn as glyphs of an open icon set: Material Design Icons, the icon font Debian's
/// `fonts-materialdesignicons-webfont` installs (chosen over Google's Material Icons, `fonts-material-design-icons-
/// iconfont`, because it has an outline and a filled form of the tab bar's common symbols, as SF Symbols do, and its
/// names map to code points in the CSS it installs beside the font). A stand-in, not Apple's artwork: the notes say
/// which symbols were drawn so. The table is tabls' own, from the symbols tab bars use most; a name it does not
/// have keeps the placeholder.
public enum SymbolGlyphs {
  /// An SF Symbol's stand-in: one glyph for both forms, or an outline and a filled one.
  enum Stand: Sendable {
    case same(String)
    case pair(String, String)

    func name(filled: Bool) -> String {
      switch self {
      case .same(let name): name
      case .pair(let outline, let fill): filled ? fill : outline
      }
    }
  }

  /// SF Symbol (without `.fill`) → the Material Design Icons glyph(s) that stand for it.
  static let table: [String: Stand] = [
    "airplane": .same("airplane"),
    "alarm": .same("alarm"),
    "antenna.radiowaves.left.and.right": .same("access-point"),
    "applewatch": .same("watch"),
    "archivebox": .same("archive"),
    "archivebox.circle": .same("archive"),
    "arrow.clockwise": .same("refresh"),
    "arrow.down.circle": .same("download"),
    "arrow.left.arrow.right": .same("swap-horizontal"),
    "arrow.triangle.2.circlepath": .same("sync"),
    "arrow.up.arrow.down": .same("swap-vertical"),
    "arrow.up.circle": .same("upload"),
    "at": .same("at"),
    "bag": .same("shopping"),
    "banknote": .same("cash"),
    "barcode": .same("barcode"),
    "basket": .same("basket"),
    "bed.double": .same("hotel"),
    "bell": .pair("bell-outline", "bell"),
    "bell.badge": .pair("bell-ring-outline", "bell-ring"),
    "bicycle": .same("bike"),
    "binoculars": .same("binoculars"),
    "bolt": .same("flash"),
    "book": .pair("book-open-variant", "book"),
    "book.closed": .same("book"),
    "bookmark": .pair("bookmark-outline", "bookmark"),
    "books.vertical": .same("library-books"),
    "briefcase": .same("briefcase"),
    "bubble.left": .pair("message-outline", "message"),
    "bubble.left.and.bubble.right": .same("forum"),
    "bubble.middle.bottom": .pair("message-outline", "message"),
    "bubble.right": .pair("message-outline", "message"),
    "building.2": .same("domain"),
    "building.columns": .same("bank"),
    "bus": .same("bus"),
    "calendar": .same("calendar-blank"),
    "calendar.badge.plus": .same("calendar-plus"),
    "camera": .same("camera"),
    "camera.viewfinder": .same("camera-iris"),
    "car": .same("car"),
    "cart": .pair("cart-outline", "cart"),
    "cart.badge.plus": .same("cart-plus"),
    "chart.bar": .same("chart-bar"),
    "chart.line.uptrend.xyaxis": .same("chart-line"),
    "chart.pie": .same("chart-pie"),
    "chart.xyaxis.line": .same("chart-line"),
    "checklist": .pair("checkbox-multiple-marked-outline", "checkbox-multiple-marked"),
    "checkmark": .same("check"),
    "checkmark.circle": .pair("checkbox-marked-circle-outline", "checkbox-marked-circle"),
    "clock": .same("clock"),
    "clock.arrow.circlepath": .same("history"),
    "cloud": .pair("cloud-outline", "cloud"),
    "creditcard": .same("credit-card"),
    "cross.case": .same("hospital"),
    "crown": .same("crown"),
    "cube": .pair("cube-outline", "cube"),
    "cup.and.saucer": .same("coffee"),
    "desktopcomputer": .same("desktop-mac"),
    "doc": .same("file-document-box"),
    "doc.richtext": .same("file-document-box"),
    "doc.text": .same("file-document-box"),
    "doc.text.magnifyingglass": .same("file-find"),
    "dollarsign.circle": .same("currency-usd"),
    "dot.radiowaves.left.and.right": .same("access-point"),
    "dumbbell": .same("dumbbell"),
    "ellipsis": .same("dots-horizontal"),
    "ellipsis.bubble": .same("message-processing"),
    "ellipsis.circle": .same("dots-horizontal"),
    "envelope": .pair("email-outline", "email"),
    "envelope.open": .pair("email-open-outline", "email-open"),
    "exclamationmark.triangle": .same("alert"),
    "externaldrive": .same("harddisk"),
    "eye": .same("eye"),
    "face.smiling": .pair("emoticon-happy", "emoticon"),
    "figure.run": .same("run"),
    "figure.walk": .same("walk"),
    "film": .same("filmstrip"),
    "film.stack": .same("filmstrip"),
    "flag": .pair("flag-outline", "flag"),
    "flame": .same("fire"),
    "folder": .pair("folder-outline", "folder"),
    "folder.badge.plus": .same("folder-plus"),
    "fork.knife": .same("silverware-variant"),
    "gamecontroller": .same("gamepad-variant"),
    "gear": .same("settings"),
    "gearshape": .same("settings"),
    "gearshape.2": .same("settings"),
    "gift": .same("gift"),
    "globe": .same("earth"),
    "globe.americas": .same("earth"),
    "graduationcap": .same("school"),
    "hammer": .same("wrench"),
    "hand.raised": .same("hand-pointing-right"),
    "hand.thumbsup": .pair("thumb-up-outline", "thumb-up"),
    "headphones": .same("headphones"),
    "heart": .pair("heart-outline", "heart"),
    "heart.text.square": .pair("heart-box-outline", "heart-box"),
    "house": .same("home"),
    "house.circle": .same("home"),
    "icloud": .pair("cloud-outline", "cloud"),
    "info.circle": .pair("information-outline", "information"),
    "ipad": .same("tablet-ipad"),
    "iphone": .same("cellphone-iphone"),
    "key": .same("key"),
    "laptopcomputer": .same("laptop"),
    "leaf": .same("leaf"),
    "lightbulb": .pair("lightbulb-outline", "lightbulb"),
    "line.3.horizontal": .same("menu"),
    "line.horizontal.3": .same("menu"),
    "link": .same("link-variant"),
    "list.bullet": .same("format-list-bulleted"),
    "list.dash": .same("format-list-bulleted"),
    "list.number": .same("format-list-numbers"),
    "location": .same("navigation"),
    "location.north": .same("navigation"),
    "lock": .pair("lock-outline", "lock"),
    "magnifyingglass": .same("magnify"),
    "map": .same("map"),
    "mappin": .same("map-marker"),
    "mappin.and.ellipse": .same("map-marker-radius"),
    "medal": .same("trophy-award"),
    "message": .pair("message-outline", "message"),
    "mic": .pair("microphone-outline", "microphone"),
    "minus": .same("minus"),
    "moon": .same("weather-night"),
    "mountain.2": .same("image-filter-hdr"),
    "music.mic": .same("microphone"),
    "music.note": .same("music-note"),
    "music.note.list": .same("playlist-play"),
    "network": .same("lan"),
    "newspaper": .same("newspaper"),
    "note.text": .same("note-text"),
    "number": .same("pound"),
    "paintbrush": .same("brush"),
    "paintpalette": .same("palette"),
    "paperclip": .same("paperclip"),
    "paperplane": .same("send"),
    "pause": .same("pause"),
    "pawprint": .same("paw"),
    "pencil": .same("pencil"),
    "percent": .same("percent"),
    "person": .pair("account-outline", "account"),
    "person.2": .pair("account-multiple-outline", "account-multiple"),
    "person.3": .pair("account-multiple-outline", "account-multiple"),
    "person.badge.plus": .same("account-plus"),
    "person.circle": .same("account-circle"),
    "person.crop.circle": .same("account-circle"),
    "person.crop.circle.badge.plus": .same("account-plus"),
    "person.crop.square": .pair("account-box-outline", "account-box"),
    "person.text.rectangle": .same("account-card-details"),
    "phone": .same("phone"),
    "phone.circle": .same("phone"),
    "photo": .same("image"),
    "photo.on.rectangle": .same("image-multiple"),
    "pills": .same("pill"),
    "play": .same("play"),
    "play.circle": .pair("play-circle-outline", "play-circle"),
    "play.rectangle": .same("youtube-play"),
    "plus": .same("plus"),
    "plus.circle": .pair("plus-circle-outline", "plus-circle"),
    "plus.square": .same("plus-box"),
    "popcorn": .same("popcorn"),
    "printer": .same("printer"),
    "puzzlepiece": .same("puzzle"),
    "qrcode": .same("qrcode"),
    "qrcode.viewfinder": .same("qrcode-scan"),
    "questionmark.circle": .pair("help-circle-outline", "help-circle"),
    "quote.bubble": .same("format-quote"),
    "radio": .same("radio"),
    "rectangle.grid.2x2": .same("view-grid"),
    "rectangle.portrait.and.arrow.right": .same("logout"),
    "rectangle.stack": .same("layers"),
    "rosette": .same("seal"),
    "safari": .pair("compass-outline", "compass"),
    "scissors": .same("content-cut"),
    "server.rack": .same("server"),
    "shield": .pair("shield-outline", "shield"),
    "shippingbox": .same("package-variant-closed"),
    "slider.horizontal.3": .same("tune"),
    "soccerball": .same("soccer"),
    "sparkles": .same("star-circle"),
    "sportscourt": .same("soccer"),
    "square.and.arrow.down": .same("download"),
    "square.and.arrow.up": .same("share"),
    "square.and.pencil": .pair("pencil-box-outline", "pencil-box"),
    "square.grid.2x2": .same("view-grid"),
    "square.grid.3x3": .same("view-module"),
    "square.stack": .same("view-carousel"),
    "star": .pair("star-outline", "star"),
    "star.square": .same("star-circle"),
    "stethoscope": .same("stethoscope"),
    "stopwatch": .same("timer"),
    "storefront": .same("store"),
    "sun.max": .same("white-balance-sunny"),
    "tag": .pair("tag-outline", "tag"),
    "tent": .same("tent"),
    "text.bubble": .pair("message-text-outline", "message-text"),
    "text.magnifyingglass": .same("file-find"),
    "textformat": .same("format-text"),
    "theatermasks": .same("ticket"),
    "ticket": .same("ticket"),
    "timer": .same("timer"),
    "tram": .same("train"),
    "trash": .same("delete"),
    "tray": .same("inbox"),
    "tray.full": .same("inbox"),
    "trophy": .same("trophy"),
    "tv": .same("television"),
    "video": .same("video"),
    "video.circle": .same("video"),
    "wallet.pass": .same("wallet"),
    "waveform.path.ecg": .same("heart-pulse"),
    "wifi": .same("wifi"),
    "wrench": .same("wrench"),
    "wrench.and.screwdriver": .same("wrench"),
    "xmark": .same("close"),
  ]

  /// The icon names `table` uses, for a check against the installed set.
  public static var iconNames: Set<String> {
    Set(table.values.flatMap { stand in [stand.name(filled: false), stand.name(filled: true)] })
  }

  /// How many SF Symbols the table covers (each also with `.fill`, `.circle` and `.square` forms).
  public static var symbolCount: Int { table.count }

  /// The icon that draws `symbol`: its filled form when the name says `.fill` or `filled` asks for it (a SwiftUI
  /// tab bar draws the `.fill` variant of every symbol that has one); `person.circle.fill` falls back to
  /// `person.circle`, then `person`. Nil when the table has no such symbol.
  public static func iconName(for symbol: String, filled: Bool) -> String? {
    var parts = symbol.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 8 else { return nil }
    var wantsFill = filled
    if parts.last == "fill" {
      parts.removeLast()
      wantsFill = true
    }
    while !parts.isEmpty {
      if let stand = table[parts.joined(separator: ".")] { return stand.name(filled: wantsFill) }
      // A variant's shape (`.circle`, `.square`, a badge) around the same symbol: the symbol itself.
      parts.removeLast()
      if parts.last == "fill" { parts.removeLast() }
    }
    return nil
  }

  /// The code point of each icon in the set's CSS (`.mdi-home:before { content: "\F2DC"; }`), in one pass.
  public static func codePoints(css bytes: [UInt8]) -> [String: UInt32] {
    var result: [String: UInt32] = [:]
    let marker = Array(".mdi-".utf8)
    let content = Array("content:".utf8)
    var index = 0
    let count = bytes.count
    while index + marker.count < count {
      guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else {
        index += 1
        continue
      }
      var end = index + marker.count
      while end < count, Self.isNameByte(bytes[end]) { end += 1 }
      let name = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
      index = end
      // `:before {` then `content: "\XXXX";` before the rule's `}`.
      guard end < count, bytes[end] == UInt8(ascii: ":") else { continue }
      var position = end
      while position < count, bytes[position] != UInt8(ascii: "}"), position - end < 256 {
        if bytes[position] == content[0], position + content.count < count,
          bytes[position..<(position + content.count)].elementsEqual(content)
        {
          var hex = position + content.count
          while hex < count, bytes[hex] == UInt8(ascii: " ") || bytes[hex] == UInt8(ascii: "\"") { hex += 1 }
          guard hex < count, bytes[hex] == UInt8(ascii: "\\") else { break }
          var value: UInt32 = 0
          var digits = 0
          hex += 1
          while hex < count, digits < 6, let digit = Self.hexValue(bytes[hex]) {
            value = value * 16 + digit
            digits += 1
            hex += 1
          }
          if digits > 0, result[name] == nil { result[name] = value }
          break
        }
        position += 1
      }
      index = max(index, position)
    }
    return result
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-")
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
