/// An image name that no asset catalog or bundle file provides.
public enum ImageNotFoundRule: Rule {
  public static let code = "TAB104"
  public static let name = "image-not-found"
  public static let defaultSeverity = Severity.warning
  public static let summary = "Tab image name not found in any asset catalog or bundle image"
  public static let documentation = """
    `CYLTabBarItemImage` and `CYLTabBarItemSelectedImage` name an image that no `.xcassets` image set (with its
    namespace folders) and no loose image file (`name.png`, `name@2x.png`, pdf, svg, jpg) in the workspace
    provides, so the tab shows no icon. Only checked when the workspace has images at all.

    Fix: correct the name, or add the image set. Example: `@"home_normal"` where the set is `home_nomal.imageset`.
    """

  public static func check(_ context: inout RuleContext) {
    guard !context.index.images.images.isEmpty else { return }
    for dictionary in context.scan.dictionaries {
      for key in [AttributeKey.image, .selectedImage] {
        guard let value = dictionary.value(key), value.kind == .string || value.kind == .imageObject,
          let name = value.text, let range = value.textRange, context.index.images[name] == nil
        else { continue }
        let suggestion = nearestImage(to: name, in: context.index)
        context.report(
          self,
          "image '\(name)' not found in any asset catalog or bundle"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          at: range, fix: suggestion.map { "Use '\($0)'." } ?? "Add an image set named '\(name)'.",
          replacement: suggestion.map(context.stringLiteral))
      }
    }
  }

  static func nearestImage(to name: String, in index: WorkspaceIndex) -> String? {
    let target = Array(name.utf8)
    var best: (String, Int)?
    for candidate in index.images.images.keys {
      let distance = EditDistance.damerauLevenshtein(target, Array(candidate.utf8))
      if distance <= max(1, name.count / 5), distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
  }
}
