import JSON
import Lottie
import RPC
import TabAnalysis

/// `tabls/keypaths` {uri, position?, engine?, match?} → {file, engine, count, keypaths}: the keypaths of a Lottie
/// file (`uri` is the JSON file), or of the animation of the tab item at `position` in a source file.
enum KeypathsRequest: RequestHandler {
  static let method = "tabls/keypaths"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let snapshot = params.value("uri")?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    let roots = server.roots
    return .work { _ in
      let uri = try params.string("uri")
      let engineName = params.value("engine")?.stringValue ?? "main"
      guard let engine = LottieEngine(rawValue: engineName) else {
        throw ResponseError.invalidParams("'engine' must be main or core")
      }
      var document = snapshot
      if document == nil, let path = roots.resolve(uri), let bytes = roots.read(path: path) {
        document = Document(uri: uri, languageId: "", version: -1, text: bytes)
      }
      guard let document else { throw ResponseError.invalidParams("'\(uri)' is neither open nor in the workspace") }
      let file: String
      let result: Result<LottieKeypaths, LottieError>
      if (WorkspaceRoots.path(fromURI: uri) ?? uri).hasSuffix(".json") {
        file = uri
        result = Result { () throws(LottieError) in try LottieKeypaths(bytes: document.text) }
      } else {
        let position = try params.position("position")
        let offset = document.lineIndex.offset(of: position, in: encoding)
        guard let scan = server.reads.read(document)?.sourceScan,
          let found = LottieLookup.animation(at: offset, in: scan, index: server.workspace.index(for: document.uri))
        else {
          throw ResponseError.invalidParams("no Lottie animation at \(position) in '\(uri)'")
        }
        file = WorkspaceRoots.uri(fromPath: found.path)
        result = found.result
      }
      let keypaths: LottieKeypaths
      switch result {
      case .success(let decoded): keypaths = decoded
      case .failure(let error): throw ResponseError(code: ResponseError.invalidParamsCode, message: "\(file): \(error)")
      }
      var list = keypaths.list(engine)
      if let match = params.value("match")?.stringValue { list = KeypathPattern(match).matching(list) }
      return [
        "file": .string(file), "engine": .string(engine.rawValue), "count": .int(Int64(list.count)),
        "keypaths": .array(list.map(JSON.string)),
      ]
    }
  }
}
