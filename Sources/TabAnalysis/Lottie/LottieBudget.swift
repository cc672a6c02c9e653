/// What an animation expands to before it is listed: precomp layers repeat their asset's keypaths under their
/// own name, so a few kilobytes of JSON (asset k using asset k−1 twice, 20 levels; or a long name over deep
/// precomps) can ask for billions of keypaths. The estimate is memoised per asset (linear in the file), uses
/// `Double` (no overflow), and errs high: a layer or shape item counts as many keypaths as the largest property
/// table gives it. Past the budget the listing is refused with an error instead of exhausting memory.
public enum LottieBudget {
  /// Far above real animations (the 5 MB benchmark file lists 52,173 keypaths per engine).
  public static let maximumKeypaths = 2_000_000.0
  /// Keypath text, summed: the arenas address it with 32-bit offsets.
  public static let maximumBytes = 512.0 * 1024 * 1024

  /// Keypaths one node contributes (itself and its properties), an upper bound over lottie-ios's tables.
  static let keypathsPerNode = 16.0

  struct Cost {
    var keypaths = 0.0
    /// Bytes of the keypaths below the node's own prefix.
    var bytes = 0.0

    mutating func add(_ child: Cost, under nameLength: Int) {
      keypaths += child.keypaths
      bytes += child.bytes + child.keypaths * Double(nameLength + 1)
    }
  }

  public static func check(_ animation: LottieAnimation) throws(LottieError) {
    var estimator = Estimator(animation: animation)
    var total = Cost()
    for layer in animation.layers { total.add(estimator.layer(layer), under: 0) }
    guard total.keypaths <= maximumKeypaths, total.bytes <= maximumBytes else {
      throw LottieError(
        message:
          "animation expands to more than \(Int(maximumKeypaths)) keypaths or \(Int(maximumBytes) >> 20) MB of "
          + "keypath text (precompositions repeat their asset under every layer that uses it)",
        offset: nil, jsonPath: "assets")
    }
  }

  private struct Estimator {
    let animation: LottieAnimation
    var assetCost: [String: Cost] = [:]
    var visiting = Set<String>()

    mutating func layer(_ layer: LottieLayer) -> Cost {
      var cost = Cost(keypaths: Self.nodeKeypaths, bytes: Self.nodeKeypaths * 16)
      cost.add(items(layer.shapes), under: layer.nameBytes.count)
      if let id = layer.referenceID, animation.assets[id] != nil {
        cost.add(asset(id), under: layer.nameBytes.count)
      }
      // The layer's own name prefixes its node keypaths.
      cost.bytes += Self.nodeKeypaths * Double(layer.nameBytes.count)
      return cost
    }

    static let nodeKeypaths = LottieBudget.keypathsPerNode * 2  // the layer and its transform

    mutating func asset(_ id: String) -> Cost {
      if let known = assetCost[id] { return known }
      // A precomp inside itself is cut by both engines.
      guard visiting.insert(id).inserted, let layers = animation.assets[id] else { return Cost() }
      var cost = Cost()
      for child in layers { cost.add(layer(child), under: 0) }
      visiting.remove(id)
      assetCost[id] = cost
      return cost
    }

    func items(_ items: [ShapeItem]) -> Cost {
      var cost = Cost()
      var copies = 1.0
      for item in items {
        var own = Cost(keypaths: LottieBudget.keypathsPerNode, bytes: LottieBudget.keypathsPerNode * 24)
        own.add(self.items(item.items), under: item.nameBytes.count)
        cost.add(own, under: 0)
        if item.kind == .repeater { copies *= Double(max(1, item.repeaterCopies)) }
      }
      // The Core Animation engine records what a repeater repeats once per copy.
      cost.keypaths *= copies
      cost.bytes *= copies
      return cost
    }
  }
}
