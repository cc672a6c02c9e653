import TabAnalysis

/// An open document: the client's text, which wins over the file on disk while the document is open.
struct Document: Sendable {
  let uri: String
  let languageId: String
  private(set) var version: Int
  private(set) var text: [UInt8]
  private(set) var lineIndex: LineIndex

  init(uri: String, languageId: String, version: Int, text: [UInt8]) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
    self.lineIndex = LineIndex(text)
  }

  mutating func replaceAll(with newText: [UInt8], version: Int) {
    text = newText
    lineIndex = LineIndex(newText)
    self.version = version
  }

}
