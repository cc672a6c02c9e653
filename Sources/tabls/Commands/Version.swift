enum TablsVersion {
  static let current = "0.1.0"
}
