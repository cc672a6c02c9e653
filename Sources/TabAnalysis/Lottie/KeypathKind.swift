/// Families of keypath properties, for filtering (`tabls keypaths --kind color`).
public enum KeypathKind: String, Sendable, CaseIterable {
  case color
  case opacity
  case position
  case scale
  case rotation
  case strokeWidth = "stroke-width"
  case path
  case size
  case trim
  case gradient
  case node

  static let properties: [KeypathKind: Set<String>] = [
    .color: ["Color", "Stroke Color", "Fill Color"],
    .opacity: ["Opacity", "SelectedRangeOpacity"],
    .position: ["Position", "X Position", "Y Position", "Anchor Point", "Anchor"],
    .scale: ["Scale"],
    .rotation: ["Rotation", "Rotation X", "Rotation Y", "Rotation Z"],
    .strokeWidth: ["Stroke Width", "Dashes", "Dash Phase"],
    .path: [
      "Path", "Roundness", "Radius", "Outer Radius", "Inner Radius", "Outer Roundedness", "Inner Roundedness", "Points",
    ],
    .size: ["Size"],
    .trim: ["Start", "End", "Offset"],
    .gradient: ["Colors", "Start Point", "End Point"],
  ]

  static let allProperties = properties.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    .union(["Skew", "Skew Axis", "Time Remap", "Tracking"])

  /// Whether a keypath's last component is a property of this family (`node`: not a property at all).
  public func contains(_ keypath: String) -> Bool {
    let property = KeypathProperties.property(of: keypath)
    if self == .node { return !Self.allProperties.contains(property) }
    return Self.properties[self]?.contains(property) ?? false
  }
}
