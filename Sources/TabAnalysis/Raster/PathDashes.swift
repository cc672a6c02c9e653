/// Dashed strokes (`d` of a stroke: dash and gap lengths, `o` the offset into the pattern), in pixels.
public enum PathDashes: Sendable {
  /// At most this many dashes per contour: a pattern of tiny dashes on a long path is drawn solid instead.
  static let maximumDashes = 10_000

  /// `dots`: a dash of length zero is a point (what a round cap draws as a dot; a butt cap draws nothing).
  public static func dash(_ contours: [PathRaster.Contour], pattern: [Double], offset: Double, dots: Bool = false)
    -> [PathRaster.Contour]
  {
    let period = pattern.reduce(0, +)
    guard period > 0, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), offset.isFinite else { return contours }
    var result: [PathRaster.Contour] = []
    for contour in contours {
      let length = PathMeasure.length(contour)
      guard length / period * Double(pattern.count) <= Double(maximumDashes) else {
        result.append(contour)
        continue
      }
      // Where the pattern starts: the offset moves it back along the path.
      var position = -(offset.truncatingRemainder(dividingBy: period) + (offset < 0 ? period : 0))
      var index = 0
      while position < length {
        let segment = pattern[index % pattern.count]
        if index % 2 == 0, segment > 0 {
          let from = max(position, 0)
          let to = min(position + segment, length)
          if to > from, let piece = PathMeasure.piece(contour, from: from, to: to) { result.append(piece) }
        } else if index % 2 == 0, dots, position >= 0, let point = PathMeasure.point(contour, at: position) {
          result.append(PathRaster.Contour([point], closed: false))
        }
        position += segment
        index += 1
      }
    }
    return result
  }
}
