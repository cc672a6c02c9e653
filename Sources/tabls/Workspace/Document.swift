import SourceText
import TabAnalysis

/// An open document: the client's text, which wins over the file on disk while the document is open.
struct Document: Sendable {
  let uri: String
  let languageId: String
  private(set) var version: Int
  private(set) var text: [UInt8]
  private(set) var lineIndex: LineIndex
  /// Which text this is: the store numbers every text it holds (0 for a file that is not open), so a reading of
  /// the document is reused for exactly the text it read, whatever version numbers the client sends.
  var revision: UInt64 = 0

  init(uri: String, languageId: String, version: Int, text: [UInt8]) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
    self.lineIndex = LineIndex(text)
  }

  /// A file that is not open, as an editor would show it: a string table in UTF-16 (or with byte order marks) is
  /// its text in UTF-8, so positions are the ones `tabls check` reports.
  static func onDisk(path: String, bytes: [UInt8]) -> Document {
    let text = path.hasSuffix(".strings") ? StringsFileParser.positionText(bytes).0 : bytes
    return Document(uri: WorkspaceRoots.uri(fromPath: path), languageId: "", version: 0, text: text)
  }

  mutating func replaceAll(with newText: [UInt8], version: Int) {
    text = newText
    lineIndex = LineIndex(newText)
    self.version = version
  }

}
