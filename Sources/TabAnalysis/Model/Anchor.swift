/// The edge a bar is anchored to (Dorgans' `tabBarAnchorIndex` or `anchor:`): a fact the readers put in the model
/// and the layout then places.
public enum Anchor: String, Sendable, CaseIterable {
  case bottom, top, left, right, verticalRail
}
