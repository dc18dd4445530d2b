import Foundation

/// Bounds on the work one stroke can ask of cairo.
///
/// cairo's stroker costs grow with the square of the segments when they cross one another: 10,000
/// segments crossing a 200-pixel bitmap take a second, 200,000 took over half a minute. A long
/// undashed, butt-capped stroke is therefore drawn in pieces of ``piece`` segments into one
/// coverage mask (each piece repeats the end of the one before, so every join is drawn;
/// anti-aliased edge pixels there can be a few levels darker); a dashed or round- or square-capped
/// one, whose piece ends would show, is cut after ``maximumWholeSegments`` segments; and a stroke
/// whose path is longer than ``maximumLength`` device pixels in all is cut there. Each cut is said
/// once (Docs/Limits.md).
enum StrokeBudget {
  /// The most path length one stroke draws, in device pixels (curves counted by their control
  /// polygons): 4,194,304, a thousand times around a 1,000-pixel square.
  static let maximumLength: CGFloat = 4_194_304
  /// Strokes of more segments than this are drawn in pieces.
  static let piecewiseAbove = 2_048
  /// The segments in one piece.
  static let piece = 1_024
  /// The most segments a stroke drawn whole (dashed, or with round or square caps, which pieces
  /// cannot join without showing) draws: past it the path is cut, said once.
  static let maximumWholeSegments = 16_384

  /// `elements` cut after ``maximumWholeSegments`` drawing segments.
  static func fittedWhole(_ elements: [PathElement]) -> [PathElement] {
    guard elements.count > maximumWholeSegments else { return elements }
    var segments = 0
    for (index, element) in elements.enumerated() {
      if case .move = element { continue }
      segments += 1
      if segments > maximumWholeSegments {
        Diagnostics.once(
          "stroke-segments",
          "a dashed or round- or square-capped stroke of more than \(maximumWholeSegments) "
            + "segments is cut there", module: "OpenCoreGraphics")
        return Array(elements[..<index])
      }
    }
    return elements
  }

  /// `elements` (device space) cut where their length passes ``maximumLength``.
  static func fitted(_ elements: [PathElement]) -> [PathElement] {
    var length: CGFloat = 0
    var current = CGPoint.zero
    var start = CGPoint.zero
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let point):
        current = point
        start = point
      case .line(let point):
        length += distance(current, point)
        current = point
      case .quad(let control, let point):
        length += distance(current, control) + distance(control, point)
        current = point
      case .curve(let first, let second, let point):
        length += distance(current, first) + distance(first, second) + distance(second, point)
        current = point
      case .close:
        length += distance(current, start)
        current = start
      }
      if length > maximumLength {
        Diagnostics.once(
          "stroke-length",
          "a stroke longer than \(Int(maximumLength)) device pixels in all is cut there",
          module: "OpenCoreGraphics")
        return Array(elements[..<index])
      }
    }
    return elements
  }

  /// The most segments a piece repeats from the one before.
  static let maximumOverlapSegments = 64

  /// `elements` in pieces of about ``piece`` drawing segments.
  ///
  /// Each piece after the first starts
  /// by repeating the last segments of the one before, at least `overlap` device pixels of them
  /// (up to ``maximumOverlapSegments``): the joins there are drawn, and each piece's butt ends lie
  /// where the other covers fully, so no seam shows. A close in a piece that does not hold its
  /// subpath's start becomes a line back to it.
  static func pieces(of elements: [PathElement], overlap: CGFloat) -> [[PathElement]] {
    var pieces: [[PathElement]] = []
    var piece: [PathElement] = []
    var segments = 0
    var current = CGPoint.zero
    var start = CGPoint.zero
    var pieceHoldsStart = false
    // The latest segments of the subpath, with where each starts, and its first segment.
    var recent: [(from: CGPoint, segment: PathElement)] = []
    var firstSegment: PathElement?
    for element in elements {
      if segments >= Self.piece {
        pieces.append(piece)
        segments = 0
        pieceHoldsStart = false
        if case .move = element {
          piece = []
        } else if recent.isEmpty {
          // At a subpath's start (after a close, a line begins a new one there).
          piece = [.move(current)]
          pieceHoldsStart = true
        } else {
          var length: CGFloat = 0
          var first = recent.count
          while first > 0, length < overlap {
            first -= 1
            length += distance(recent[first].from, recent[first].segment.end(from: current))
          }
          piece = [.move(recent[first].from)] + recent[first...].map(\.segment)
          segments = recent.count - first
        }
      }
      switch element {
      case .move(let point):
        current = point
        start = point
        pieceHoldsStart = true
        piece.append(element)
        recent.removeAll(keepingCapacity: true)
        firstSegment = nil
      case .close:
        if pieceHoldsStart {
          piece.append(.close)
        } else {
          // Back to a start another piece holds: the line, then the subpath's first segment
          // again, so the join at the start is drawn.
          piece.append(.line(start))
          if let firstSegment { piece.append(firstSegment) }
        }
        // A segment after a close starts a new subpath at `start`: nothing joins across it.
        recent.removeAll(keepingCapacity: true)
        firstSegment = nil
        current = start
        segments += 1
      case .line(let point), .quad(_, let point), .curve(_, _, let point):
        if recent.isEmpty, firstSegment == nil { firstSegment = element }
        piece.append(element)
        remember((current, element), in: &recent)
        current = point
        segments += 1
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  private static func remember(
    _ entry: (from: CGPoint, segment: PathElement),
    in recent: inout [(from: CGPoint, segment: PathElement)]
  ) {
    if recent.count == maximumOverlapSegments { recent.removeFirst() }
    recent.append(entry)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let length = hypot(b.x - a.x, b.y - a.y)
    return length.isFinite ? length : .greatestFiniteMagnitude
  }
}

extension PathElement {
  /// Where the segment ends (`current` for a move or close, which this does not look at).
  fileprivate func end(from current: CGPoint) -> CGPoint {
    switch self {
    case .move(let point), .line(let point), .quad(_, let point), .curve(_, _, let point): point
    case .close: current
    }
  }
}
