import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`.
///
/// An abstract class: each text input hands out its own subclass. OpenUIKit's inputs hand out
/// positions counting UTF-16 units from the start, as `NSString` does; a custom view implementing
/// `UITextInput` subclasses it as on iOS.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// Creates a position (for subclasses).
  public override init() { super.init() }
}

/// A stretch of a text input's text between two positions, as UIKit's `UITextRange`.
///
/// An abstract class: a custom view's subclass overrides `start` and `end`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// Where the range starts; a subclass overrides it.
  open var start: UITextPosition { UITextPosition() }
  /// Where the range ends; a subclass overrides it.
  open var end: UITextPosition { UITextPosition() }
  /// Whether the range holds no text; a subclass overrides it.
  open var isEmpty: Bool { true }

  /// Creates a range (for subclasses).
  public override init() { super.init() }
}

/// A rectangle of a selection's highlight, as UIKit's `UITextSelectionRect`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
  /// The rectangle, in the text input's coordinates.
  open var rect: CGRect { storedRect }
  /// The writing direction of the text in it.
  open var writingDirection: NSWritingDirection { storedDirection }
  /// Whether the selection starts in it.
  open var containsStart: Bool { storedContainsStart }
  /// Whether the selection ends in it.
  open var containsEnd: Bool { storedContainsEnd }
  /// Whether the text in it is vertical (never, here).
  open var isVertical: Bool { false }

  private let storedRect: CGRect
  private let storedDirection: NSWritingDirection
  private let storedContainsStart: Bool
  private let storedContainsEnd: Bool

  /// Creates a selection rectangle (for subclasses).
  public override init() {
    (storedRect, storedDirection, storedContainsStart, storedContainsEnd) =
      (.zero, .natural, false, false)
    super.init()
  }

  init(rect: CGRect, direction: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
    (storedRect, storedDirection, storedContainsStart, storedContainsEnd) =
      (rect, direction, containsStart, containsEnd)
    super.init()
  }
}

/// A position of OpenUIKit's text inputs: a UTF-16 offset from the start of the text of the input
/// that made it (another input refuses it, as UIKit's do).
@MainActor
final class IndexedPosition: UITextPosition {
  let offset: Int
  /// The input that made the position.
  let owner: ObjectIdentifier

  init(_ offset: Int, in owner: AnyObject) {
    self.offset = offset
    self.owner = ObjectIdentifier(owner)
    super.init()
  }

  init(_ offset: Int, owner: ObjectIdentifier) {
    self.offset = offset
    self.owner = owner
    super.init()
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? IndexedPosition else { return false }
    return other.offset == offset && other.owner == owner
  }

  override var hash: Int { offset.hashValue }

  override var description: String { "UITextPosition(\(offset))" }
}

/// A range of OpenUIKit's text inputs, in UTF-16 offsets of the input that made it.
@MainActor
final class IndexedRange: UITextRange {
  let range: Range<Int>
  /// The input that made the range.
  let owner: ObjectIdentifier

  init(_ range: Range<Int>, in owner: AnyObject) {
    self.range = range
    self.owner = ObjectIdentifier(owner)
    super.init()
  }

  override var start: UITextPosition { IndexedPosition(range.lowerBound, owner: owner) }
  override var end: UITextPosition { IndexedPosition(range.upperBound, owner: owner) }
  override var isEmpty: Bool { range.isEmpty }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? IndexedRange else { return false }
    return other.range == range && other.owner == owner
  }

  override var hash: Int { range.hashValue }

  override var description: String { "UITextRange(\(range.lowerBound)..<\(range.upperBound))" }
}

/// A direction text is laid out in, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable {
  /// To the right.
  case right = 2
  /// To the left.
  case left = 3
  /// Up a line.
  case up = 4
  /// Down a line.
  case down = 5
}

/// A direction through the text's storage, as UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
  /// Toward the end.
  case forward = 0
  /// Toward the start.
  case backward = 1
}
