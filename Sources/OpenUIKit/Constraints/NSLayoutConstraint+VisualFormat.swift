import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension NSLayoutConstraint {
  /// The standard space between a view and its superview's edge in a visual format (`|-[view]`):
  /// 20 points, UIKit's value before layout margins.
  static let visualFormatSuperviewSpacing: CGFloat = 20

  /// The constraints a visual format describes, as UIKit's Visual Format Language:
  /// `"H:|-[label]-(>=8)-[button(80@750)]-|"`.
  ///
  /// `H:` (the default) or `V:` picks the axis; `|` is the superview of the first view named;
  /// `-` alone is the standard space (8 points between views, 20 to the superview's edge), `-N-`
  /// or `-(relation N@priority, …)-` a space, nothing between `[a][b]` no space; `[view(…)]`
  /// sizes the view by constants, metrics or other views. Names come from `views`, numbers may
  /// be names in `metrics`. The constraints are returned, not activated. A format that does not
  /// parse is reported with UIKit's message and gives no constraints (UIKit raises).
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, metrics: metrics ?? [:], views: views, options: opts)
    do {
      return try parser.parse()
    } catch {
      let caret = String(repeating: " ", count: error.offset) + "^"
      Diagnostics.log(
        "Unable to parse constraint format: \(error.reason)\n\(format)\n\(caret)",
        module: "OpenUIKit")
      return []
    }
  }
}

/// A reason a visual format does not parse, and where.
struct VisualFormatError: Error {
  var reason: String
  var offset: Int
}

/// The Visual Format Language's grammar, read left to right into constraints.
@MainActor
struct VisualFormatParser {
  /// One `(relation object @priority)` item of a predicate list.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  let options: NSLayoutConstraint.FormatOptions
  var index = 0
  var isVertical = false

  init(
    format: String, metrics: [String: Any], views: [String: Any],
    options: NSLayoutConstraint.FormatOptions
  ) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
    self.options = options
  }

  mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
    if accept("V:") {
      isVertical = true
    } else {
      _ = accept("H:")
    }
    let leadingSuperview = accept("|")
    var leadingSpace: [Predicate]?
    if leadingSuperview { leadingSpace = try connection() ?? [] }
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    var first: UIView?
    var pendingSpace = leadingSpace
    while peek == "[" {
      let view = try viewBlock(into: &constraints)
      if let previous {
        for predicate in pendingSpace ?? [] {
          constraints.append(space(from: previous, to: view, predicate))
        }
      } else if leadingSuperview, let superview = view.superview {
        for predicate in pendingSpace ?? [] {
          constraints.append(space(fromSuperview: superview, to: view, predicate))
        }
      } else if leadingSuperview {
        throw fail("Unable to interpret '|' because the view doesn't have a superview")
      }
      first = first ?? view
      previous = view
      pendingSpace = try connection() ?? [Predicate()]
    }
    guard let last = previous, let first else { throw fail("Expected a view") }
    if accept("|") {
      guard let superview = last.superview else {
        throw fail("Unable to interpret '|' because the view doesn't have a superview")
      }
      for predicate in pendingSpace ?? [] {
        constraints.append(space(to: superview, from: last, predicate))
      }
    } else if let pendingSpace, !(pendingSpace.count == 1 && pendingSpace[0].constant == 0) {
      throw fail("Expected '|' after a trailing connection")
    }
    guard index == characters.count else { throw fail("Expected a view or '|'") }
    let alongAxis: NSLayoutConstraint.FormatOptions =
      isVertical
      ? [
        .alignAllTop, .alignAllBottom, .alignAllFirstBaseline, .alignAllLastBaseline,
        .alignAllCenterY,
      ]
      : [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
    if !options.intersection(alongAxis).isEmpty {
      throw fail(
        "Options mask required views to be aligned on a \(isVertical ? "vertical" : "horizontal") "
          + "edge, which is not allowed for layout that is also \(isVertical ? "vertical" : "horizontal")"
      )
    }
    constraints += alignments(of: first)
    return constraints
  }

  // MARK: Pieces

  /// `[name(predicates)]`: the view, with its size constraints appended.
  private mutating func viewBlock(into constraints: inout [NSLayoutConstraint])
    throws(VisualFormatError) -> UIView
  {
    _ = accept("[")
    let name = identifier()
    guard !name.isEmpty else { throw fail("Expected a view name") }
    guard let view = views[name] as? UIView else {
      throw fail("\(name) is not a key in the views dictionary")
    }
    if accept("(") {
      for predicate in try predicates(closing: ")") {
        let size: NSLayoutConstraint.Attribute = isVertical ? .height : .width
        let constraint = NSLayoutConstraint(
          item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
          attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
          constant: predicate.constant)
        constraint.priority = predicate.priority
        constraints.append(constraint)
      }
    }
    guard accept("]") else { throw fail("Expected ']'") }
    viewsSeen.append(view)
    return view
  }

  /// The views named so far, in order (for the alignment options).
  private var viewsSeen: [UIView] = []

  /// A connection after a view or `|`: `nil` when the next character is not one; `-` the
  /// standard space (constant −1 marks it), `-N-` or `-(…)-` a space.
  private mutating func connection() throws(VisualFormatError) -> [Predicate]? {
    guard accept("-") else { return peek == "[" ? [Predicate()] : nil }
    if peek == "[" || peek == "|" { return [Predicate(constant: -1)] }
    let list: [Predicate]
    if accept("(") {
      list = try predicates(closing: ")")
    } else {
      list = [try predicate()]
    }
    guard accept("-") else { throw fail("Expected '-' after a spacing") }
    return list
  }

  /// `predicate(,predicate)*` up to `closing`.
  private mutating func predicates(closing: Character) throws(VisualFormatError) -> [Predicate] {
    var list: [Predicate] = [try predicate()]
    while accept(",") { list.append(try predicate()) }
    guard accept(closing) else { throw fail("Expected '\(closing)'") }
    return list
  }

  /// `(==|<=|>=)? (number|metric|view) (@(number|metric))?`.
  private mutating func predicate() throws(VisualFormatError) -> Predicate {
    var result = Predicate()
    if accept("==") {
      result.relation = .equal
    } else if accept("<=") {
      result.relation = .lessThanOrEqual
    } else if accept(">=") {
      result.relation = .greaterThanOrEqual
    }
    if let number = number() {
      result.constant = number
    } else {
      let name = identifier()
      if let metric = metric(name) {
        result.constant = metric
      } else if let view = views[name] as? UIView {
        result.view = view
      } else {
        throw fail(name.isEmpty ? "Expected a number, metric or view" : "\(name) is not a key")
      }
    }
    if accept("@") {
      let value: CGFloat
      if let number = number() {
        value = number
      } else if let metric = metric(identifier()) {
        value = metric
      } else {
        throw fail("Expected a priority")
      }
      result.priority = UILayoutPriority(rawValue: Float(value))
    }
    return result
  }

  // MARK: Constraints

  /// The attributes a format's edges are: leading and trailing, left and right, or top and bottom.
  private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
    if isVertical { return (.top, .bottom) }
    if options.contains(.directionRightToLeft) { return (.right, .left) }
    if options.contains(.directionLeftToRight) { return (.left, .right) }
    return (.leading, .trailing)
  }

  /// Right to left, a constant away from the start runs leftward.
  private var sign: CGFloat { !isVertical && options.contains(.directionRightToLeft) ? -1 : 1 }

  /// A spacing's relation, as made: right to left the coordinates run against the format, so an
  /// at-least space is an at-most position.
  private func relation(_ predicate: Predicate) -> NSLayoutConstraint.Relation {
    guard sign < 0 else { return predicate.relation }
    switch predicate.relation {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }

  /// The space from `previous` to `view`: the standard 8 points for a bare `-`.
  private func space(from previous: UIView, to view: UIView, _ predicate: Predicate)
    -> NSLayoutConstraint
  {
    // Baseline to baseline: a column's spaces run from one view's last baseline to the next's
    // first.
    let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
    return spacing(
      view, baselines ? .firstBaseline : edges.start, from: previous,
      baselines ? .lastBaseline : edges.end, predicate, standard: systemSpacing)
  }

  /// The space between the superview's start edge and the first view.
  private func space(fromSuperview superview: UIView, to view: UIView, _ predicate: Predicate)
    -> NSLayoutConstraint
  {
    spacing(
      view, edges.start, from: superview, edges.start, predicate,
      standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
  }

  /// The space between the last view and the superview's end edge.
  private func space(to superview: UIView, from view: UIView, _ predicate: Predicate)
    -> NSLayoutConstraint
  {
    spacing(
      superview, edges.end, from: view, edges.end, predicate,
      standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
  }

  /// `item.attribute (relation) other.otherAttribute + space`, the space running in the format's
  /// direction; `standard` for a bare `-`.
  private func spacing(
    _ item: UIView, _ attribute: NSLayoutConstraint.Attribute, from other: UIView,
    _ otherAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate, standard: CGFloat
  ) -> NSLayoutConstraint {
    let constant = predicate.constant < 0 ? standard : predicate.constant
    let made = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation(predicate), toItem: other,
      attribute: otherAttribute, multiplier: 1, constant: sign * constant)
    made.priority = predicate.priority
    return made
  }

  /// The alignment options: each later view's attributes on the first view's.
  private func alignments(of first: UIView) -> [NSLayoutConstraint] {
    let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    var made: [NSLayoutConstraint] = []
    for view in viewsSeen.dropFirst() where view !== first {
      for (option, attribute) in all where options.contains(option) {
        made.append(
          NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal, toItem: first,
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return made
  }

  // MARK: Characters

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private mutating func accept(_ text: String) -> Bool {
    let expected = Array(text)
    guard index + expected.count <= characters.count,
      Array(characters[index..<index + expected.count]) == expected
    else { return false }
    index += expected.count
    return true
  }

  private mutating func accept(_ character: Character) -> Bool {
    guard peek == character else { return false }
    index += 1
    return true
  }

  private mutating func identifier() -> String {
    var name = ""
    while let character = peek, character.isLetter || character.isNumber || character == "_" {
      if name.isEmpty && character.isNumber { break }
      name.append(character)
      index += 1
    }
    return name
  }

  private mutating func number() -> CGFloat? {
    var text = ""
    while let character = peek, character.isNumber || character == "." {
      text.append(character)
      index += 1
    }
    guard !text.isEmpty else { return nil }
    return Double(text).map { CGFloat($0) }
  }

  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  private func fail(_ reason: String) -> VisualFormatError {
    VisualFormatError(reason: reason, offset: index)
  }
}
