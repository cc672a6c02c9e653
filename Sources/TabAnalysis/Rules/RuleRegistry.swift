/// Every rule, in code order. The one place a new rule is added.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    UnknownKeyRule.self, DuplicateKeyRule.self, WrongValueKindRule.self, ImageNotFoundRule.self,
    MissingDarkImageRule.self, DarkImageNotFoundRule.self, LottieWithoutDarkRule.self, LottieFileNotFoundRule.self,
    DarkLottieWithoutLightRule.self, ImageObjectInsteadOfNameRule.self, TooManyItemsRule.self,
    OddCountWithoutPlusIndexRule.self, PlusIndexOutOfRangeRule.self, DuplicateIdentifierRule.self,
    RegisterPlusButtonInLoadRule.self, StoryboardSegueMismatchRule.self, UnknownTabIdentifierRule.self,
    KeypathMatchesNothingRule.self, KeypathNotColorRule.self, DarkLottieDiffersRule.self, LottieFileInvalidRule.self,
    TabSegueNeverPerformedRule.self, TabSegueWrongKindRule.self, TabSegueNearMissRule.self, AnchorIndexWrapsRule.self,
    ItemCountMismatchRule.self, KeyNewerThanPinnedVersionRule.self, PlusChildWithoutIndexRule.self,
    ShouldSelectWithoutUpdateRule.self, ImageChosenByStyleRule.self, TitleRewritesTabRule.self,
    PlusButtonReplacedRule.self, NoLiquidGlassSupportRule.self, CompatibilityKeyIgnoredOnIOS27Rule.self,
    ReleaseBeforeIOS27FixesRule.self, StyleSetTooLateRule.self, IgnoredUnderLiquidGlassRule.self,
    CompatibilityKeyInUIKitAppRule.self, SearchTabNotLastRule.self, MainBundleLookupInPackageRule.self,
    MissingTranslationRule.self, FormatMismatchRule.self, StringsSyntaxRule.self, DuplicateStringsKeyRule.self,
    UnreviewedCatalogStringRule.self, BareTitleRule.self,
  ]

  public static func rule(code: String) -> (any Rule.Type)? { all.first { $0.code == code } }

  /// The rule's page for `docs/rules/<CODE>.md` and `tabls rules`.
  public static func markdown(_ rule: any Rule.Type) -> String {
    """
    # \(rule.code) \(rule.name)

    \(rule.summary). Default severity: \(rule.defaultSeverity.name).

    \(rule.documentation)

    Suppress one finding with `// tabls:ignore \(rule.code)` on its line or the line above; turn the rule off in
    `.tabls.json` with `{"rules": {"\(rule.code)": "off"}}`.

    ## Examples

    Reported (`↓` marks where each finding starts):

    \(rule.triggeringExamples.map(\.markdown).joined(separator: "\n\n"))

    Not reported:

    \(rule.nonTriggeringExamples.map(\.markdown).joined(separator: "\n\n"))

    """
  }
}
