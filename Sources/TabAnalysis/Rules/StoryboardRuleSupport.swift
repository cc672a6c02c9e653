import SourceText

/// What the storyboard rules share: each scene of A. Dorgans' TabBarController with the segue count it runs with
/// and its `tabN` segues, exactly as `viewDidLoad` performs them.
struct DorgansScene {
  enum CountSource {
    /// The scene's own `storyboardSeguesCount` runtime attribute (the value's range).
    case storyboard(SourceRange)
    /// Code of the scene's class sets it (reported in that source file).
    case code
    /// Nothing sets it: the property's default, 0.
    case unset
  }

  let controller: StoryboardDocument.Controller
  /// Nil when the code sets the count to something tabls cannot read.
  let count: Int?
  let countSource: CountSource
  /// Segues whose identifier is exactly `tabK`, with K.
  let tabs: [(index: Int, segue: StoryboardDocument.Segue)]
  /// Segues whose identifier is not `tabK` but means it (`Tab0`, `tab_0`, `tab00`), with the K meant.
  let nearMisses: [(index: Int, segue: StoryboardDocument.Segue, identifier: StoryboardDocument.Located<String>)]

  var name: String { controller.customClass?.value ?? controller.id }

  var isCountFromCode: Bool {
    if case .code = countSource { return true }
    return false
  }

  static func all(in context: RuleContext) -> [DorgansScene] {
    guard let storyboard = context.storyboard else { return [] }
    return storyboard.controllers.filter(\.isDorgansTabBarController).map { scene($0, index: context.index) }
  }

  static func scene(_ controller: StoryboardDocument.Controller, index: WorkspaceIndex) -> DorgansScene {
    var count: Int? = 0
    var source = CountSource.unset
    if let number = controller.numbers["storyboardSeguesCount"] {
      count = StoryboardDocument.integer(number.value)
      source = .storyboard(number.range)
    } else if let className = controller.customClass?.value, let set = index.segueCountsByClass[className],
      !set.isEmpty
    {
      count = set.contains { $0.count.value == nil } ? nil : set[0].count.value
      source = .code
    }
    var tabs: [(Int, StoryboardDocument.Segue)] = []
    var nearMisses: [(Int, StoryboardDocument.Segue, StoryboardDocument.Located<String>)] = []
    for segue in controller.segues {
      guard let identifier = segue.identifier else { continue }
      if let k = StoryboardDocument.tabIndex(of: identifier.value) {
        tabs.append((k, segue))
      } else if let k = meantTabIndex(identifier.value) {
        nearMisses.append((k, segue, identifier))
      }
    }
    return DorgansScene(controller: controller, count: count, countSource: source, tabs: tabs, nearMisses: nearMisses)
  }

  /// `Tab0`, `TAB_1`, `tab-2`, `tab 3`, `tab04` → the K they were meant to be; nil for exact or unrelated names.
  static func meantTabIndex(_ identifier: String) -> Int? {
    let folded = identifier.lowercased().filter { !"_- .".contains($0) }
    guard folded.hasPrefix("tab") else { return nil }
    let digits = folded.dropFirst(3)
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigitCharacter), let k = Int(digits) else {
      return nil
    }
    return "tab\(k)" == identifier ? nil : k
  }

  /// K's of `0..<count` that no segue is named for (a near miss counts as named: TAB124 reports it).
  var missing: [Int] {
    guard let count else { return [] }
    let present = Set(tabs.map(\.index)).union(nearMisses.map(\.index))
    return (0..<max(0, count)).lazy.filter { !present.contains($0) }.prefix(1000).map { $0 }
  }

  /// A short list for messages: `tab1, tab2` or `tab1, tab2, tab3, tab4, tab5 and 7 more`.
  static func list(_ indices: [Int]) -> String {
    let names = indices.prefix(5).map { "'tab\($0)'" }.joined(separator: ", ")
    return indices.count > 5 ? names + " and \(indices.count - 5) more" : names
  }
}
