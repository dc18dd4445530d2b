import LayoutSolver

/// The constraints of a feed of cells, as Auto Layout would make them, in a neutral form that
/// both our solver and Kiwi (through Python) take.
///
/// Each cell holds ten views (the cell, an image, a title, a body, a badge, a separator, a
/// horizontal stack and its three buttons), each with x, y, width and height, constrained as a
/// cell laid out with anchors is: edges pinned with margins, labels and buttons held to their
/// intrinsic sizes by hugging (250) and compression resistance (750) pairs, the cell's height
/// from its content, and (chained) each cell's top on the previous cell's bottom.
struct FeedSystem {
  /// One constraint: Σ coefficient·variable + constant, relation, priority.
  struct Constraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: LinearConstraint.Relation
    var priority: Double
  }

  var variableCount = 0
  var constraints: [Constraint] = []
  /// The title height constraints (hugging, compression) of each cell: what a text change moves.
  var titleHeight: [(hug: Int, compress: Int)] = []
  /// The root width variable (an edit variable: the window's width).
  let width = 0

  /// - Parameter chained: Whether each cell's top is on the previous cell's bottom (cells in a
  ///   vertical stack view: one system), or at zero in its own coordinates (table cells, which
  ///   the table places by frames: independent systems in one solver).
  init(cells: Int, chained: Bool) {
    variableCount = 1
    var previousBottom: (y: Int, h: Int)?
    for _ in 0..<cells {
      let bottom = addCell(below: previousBottom)
      if chained { previousBottom = bottom }
    }
  }

  private mutating func view() -> (x: Int, y: Int, w: Int, h: Int) {
    defer { variableCount += 4 }
    return (variableCount, variableCount + 1, variableCount + 2, variableCount + 3)
  }

  private mutating func add(
    _ terms: [(Int, Double)], _ constant: Double, _ relation: LinearConstraint.Relation = .equal,
    _ priority: Double = 1000
  ) {
    constraints.append(
      Constraint(terms: terms, constant: constant, relation: relation, priority: priority))
  }

  /// `a = b + constant`.
  private mutating func equal(_ a: Int, _ b: Int, _ constant: Double) {
    add([(a, 1), (b, -1)], -constant)
  }

  /// Hugging and compression resistance holding `dimension` to `size`.
  @discardableResult
  private mutating func intrinsic(_ dimension: Int, _ size: Double) -> (hug: Int, compress: Int) {
    add([(dimension, 1)], -size, .lessThanOrEqual, 250)
    add([(dimension, 1)], -size, .greaterThanOrEqual, 750)
    return (constraints.count - 2, constraints.count - 1)
  }

  private mutating func addCell(below previous: (y: Int, h: Int)?) -> (y: Int, h: Int) {
    let cell = view()
    add([(cell.x, 1)], 0)
    equal(cell.w, width, 0)
    if let previous {
      add([(cell.y, 1), (previous.y, -1), (previous.h, -1)], 0)
    } else {
      add([(cell.y, 1)], 0)
    }
    let image = view()
    equal(image.x, cell.x, 16)
    equal(image.y, cell.y, 12)
    add([(image.w, 1)], -48)
    add([(image.h, 1)], -48)
    let badge = view()
    add([(badge.x, 1), (badge.w, 1), (cell.x, -1), (cell.w, -1)], 16)  // trailing, 16 in
    equal(badge.y, cell.y, 12)
    intrinsic(badge.w, 24)
    intrinsic(badge.h, 18)
    let title = view()
    add([(title.x, 1), (image.x, -1), (image.w, -1)], -12)
    equal(title.y, cell.y, 12)
    add([(title.x, 1), (title.w, 1), (badge.x, -1)], 8)  // ends 8 before the badge
    titleHeight.append(intrinsic(title.h, 20))
    let body = view()
    equal(body.x, title.x, 0)
    add([(body.y, 1), (title.y, -1), (title.h, -1)], -4)
    add([(body.x, 1), (body.w, 1), (cell.x, -1), (cell.w, -1)], 16)
    intrinsic(body.h, 60)
    let stack = view()
    equal(stack.x, title.x, 0)
    add([(stack.y, 1), (body.y, -1), (body.h, -1)], -8)
    add([(stack.x, 1), (stack.w, 1), (cell.x, -1), (cell.w, -1)], 16, .lessThanOrEqual)
    var left = stack.x
    var leftWidth: Int?
    for _ in 0..<3 {
      let button = view()
      if let leftWidth {
        add([(button.x, 1), (left, -1), (leftWidth, -1)], -8)
      } else {
        equal(button.x, left, 0)
      }
      equal(button.y, stack.y, 0)
      equal(button.h, stack.h, 0)
      intrinsic(button.w, 64)
      intrinsic(button.h, 30)
      left = button.x
      leftWidth = button.w
    }
    if let leftWidth {
      add([(left, 1), (leftWidth, 1), (stack.x, -1), (stack.w, -1)], 0)
    }
    let separator = view()
    equal(separator.x, title.x, 0)
    add([(separator.y, 1), (cell.y, -1), (cell.h, -1)], 1)
    add([(separator.h, 1)], -1)
    add([(separator.x, 1), (separator.w, 1), (cell.x, -1), (cell.w, -1)], 0)
    // The cell's height: its content's bottom plus 12, and at least the image's.
    add([(cell.y, 1), (cell.h, 1), (stack.y, -1), (stack.h, -1)], -12)
    add([(cell.y, 1), (cell.h, 1), (image.y, -1), (image.h, -1)], -12, .greaterThanOrEqual)
    return (cell.y, cell.h)
  }
}
