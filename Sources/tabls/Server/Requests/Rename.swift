import Foundation
import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/prepareRename`: the image name or localization key under the cursor, and its text; an error saying
/// why when it cannot be renamed (a loose image file, a client that cannot rename folders), null elsewhere.
enum PrepareRenameRequest: RequestHandler {
  static let method = "textDocument/prepareRename"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server, position: true) { at in
      guard let (thing, range) = at.namedThing() else { return .null }
      if thing.kind == .image {
        _ = server.workspace.waitUntilComplete(timeout: HoverRequest.indexWait)
        _ = try RenameRequest.imageSetFolder(thing.name, server.workspace.index(for: at.document.uri), server: server)
      }
      return ["range": at.range(range), "placeholder": .string(thing.name)]
    }
  }
}

/// `textDocument/rename`: an image name, localization key or tab identifier renamed everywhere `WorkspaceNames`
/// finds it. An image
/// set's folder is renamed too (a `RenameFile`, for clients that take them), and its dark twin (`name_dark`) with
/// it, so `tabls check` finds afterwards what it found before. A name an image set or a table has already is
/// refused, and so is one that code, storyboards or tables could not hold as written (quotes, backslashes,
/// control characters; a `/` or markup in an image name).
enum RenameRequest: RequestHandler {
  static let method = "textDocument/rename"
  static let requestFailed = -32803

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server, position: true) { at in
      guard let (thing, _) = at.namedThing() else {
        throw failure("there is no image name or localization key to rename here")
      }
      let newName = try at.params.string("newName")
      try validate(newName, for: thing)
      _ = server.workspace.waitUntilComplete(timeout: HoverRequest.indexWait)
      let index = server.workspace.index(for: at.document.uri)
      guard newName != thing.name else { return ["changes": [:]] }
      var renames = [(thing, newName)]
      var folders: [(from: String, to: String)] = []
      switch thing.kind {
      case .image:
        let folder = try imageSetFolder(thing.name, index, server: server)
        try refuseTakenImage(newName, renaming: thing.name, index)
        folders.append((folder, sibling(of: folder, named: newName + ".imageset")))
        // The dark twin a release or a setting looks up by suffix moves with it.
        let twin = thing.name + index.darkSuffix
        if index.images[twin] != nil, let twinFolder = try? imageSetFolder(twin, index, server: server) {
          try refuseTakenImage(newName + index.darkSuffix, renaming: twin, index)
          renames.append((NamedThing(.image, twin), newName + index.darkSuffix))
          folders.append((twinFolder, sibling(of: twinFolder, named: newName + index.darkSuffix + ".imageset")))
        }
      case .localizationKey:
        if index.localization.tables.values.contains(where: { $0[newName] != nil }) {
          throw failure("a string table has the key '\(newName)' already")
        }
      case .tabIdentifier:
        if index.tabIdentifiers[newName] != nil { throw failure("a tab is identified as '\(newName)' already") }
      }
      // Every file's edits, in one list per file.
      var edits: [String: (text: [UInt8], edits: [(SourceRange, String)])] = [:]
      for (renamed, name) in renames {
        for file in WorkspaceNames.places(of: renamed, index: index, server: server) {
          edits[file.path, default: (file.text, [])].edits += file.places.map { ($0.range, name) }
        }
      }
      return workspaceEdit(edits, folders: folders, server: server, encoding: at.encoding)
    }
  }

  static func failure(_ message: String) -> ResponseError { ResponseError(code: requestFailed, message: message) }

  /// The `.imageset` folder of `name`, when renaming it is possible: an image set (not a loose file) whose folder
  /// is the name's, and a client that renames files.
  static func imageSetFolder(_ name: String, _ index: WorkspaceIndex, server: Server) throws(ResponseError) -> String {
    guard let asset = index.images[name] else { throw failure("no image set is named '\(name)'") }
    let folder = PathName.directory(of: asset.definitionPath)
    guard !asset.isLoose, PathName.lastComponent(of: folder) == name + ".imageset" else {
      throw failure(
        "'\(name)' is not an image set of its own folder (a loose file or a namespaced set): rename it in Xcode")
    }
    guard server.client.renamesFiles else {
      throw failure("renaming '\(name)' moves its image set, and this client does not rename files")
    }
    return folder
  }

  static func refuseTakenImage(_ name: String, renaming old: String, _ index: WorkspaceIndex) throws(ResponseError) {
    let lowered = name.lowercased()
    if index.images.images.keys.contains(where: { $0.lowercased() == lowered && $0 != old }) {
      throw failure("an image set named '\(name)' exists already")
    }
  }

  static func sibling(of folder: String, named name: String) -> String {
    PathName.directory(of: folder) + "/" + name
  }

  static func validate(_ name: String, for thing: NamedThing) throws(ResponseError) {
    guard !name.isEmpty, name.utf8.count <= WorkspaceNames.maximumNameBytes else {
      throw failure("a name is 1 to \(WorkspaceNames.maximumNameBytes) bytes")
    }
    let forbidden: Set<Unicode.Scalar> = thing.kind == .image ? ["\"", "\\", "/", "<", ">", "&"] : ["\"", "\\"]
    guard !name.unicodeScalars.contains(where: { forbidden.contains($0) || $0.value < 0x20 || $0.value == 0x7F }),
      thing.kind != .image || !name.hasPrefix(".")
    else {
      throw failure("'\(name)' cannot be written as it is in every file that names it")
    }
  }

  /// Versioned `documentChanges` (text edits, then folder renames) for clients that take them, else `changes`.
  static func workspaceEdit(
    _ files: [String: (text: [UInt8], edits: [(SourceRange, String)])], folders: [(from: String, to: String)],
    server: Server, encoding: PositionEncoding
  ) -> JSON {
    var changes: [(String, JSON)] = []
    var documentChanges: [JSON] = []
    for path in files.keys.sorted() {
      let (text, edits) = files[path]!
      let lines = LineIndex(text)
      let uri = WorkspaceRoots.uri(fromPath: path)
      let textEdits = JSON.array(
        edits.sorted { $0.0.start < $1.0.start }.map { range, name in
          ["range": DocumentAnalysis.range(range, lines: lines, encoding: encoding), "newText": .string(name)]
        })
      changes.append((uri, textEdits))
      let version: JSON = server.documents[uri].map { .int(Int64($0.version)) } ?? .null
      documentChanges.append(["textDocument": ["uri": .string(uri), "version": version], "edits": textEdits])
    }
    for (from, to) in folders {
      documentChanges.append([
        "kind": "rename", "oldUri": .string(WorkspaceRoots.uri(fromPath: from)),
        "newUri": .string(WorkspaceRoots.uri(fromPath: to)),
      ])
    }
    return server.client.documentChanges
      ? ["documentChanges": .array(documentChanges)] : ["changes": .object(JSONObject(changes))]
  }
}
