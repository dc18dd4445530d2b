import Foundation

/// A row of dots telling which page of several shows, as UIKit's `UIPageControl`.
///
/// The current page's dot is `currentPageIndicatorTintColor` (the label colour by default), the
/// others `pageIndicatorTintColor` (a translucent grey). A click on the side after the current
/// dot moves one page forward, on the side before one page back, as on iOS (mirrored right to
/// left); with focus, the arrow keys do the same. `.valueChanged` follows the user's changes, not
/// `currentPage` set in code. Read by screen readers as an adjustable element ("page 2 of 5").
///
/// Dots are 7 points across, 16 points apart centre to centre (UIKit documents neither); at most
/// ``maximumVisibleDots`` are drawn, the ones around the current page. Custom indicator images,
/// the background style and interactive scrubbing along the dots are left out.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  // Accessibility, as UIKit's (an adjustable element).
  override var defaultAccessibilityValue: String? {
    numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
  }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.adjustable)
  }
  /// The next page.
  open override func accessibilityIncrement() { userMove(by: 1) }
  /// The previous page.
  open override func accessibilityDecrement() { userMove(by: -1) }

  /// The most dots drawn: with more pages, the dots around the current page.
  public static let maximumVisibleDots = 40
  static let dotDiameter: CGFloat = 7
  static let dotSpacing: CGFloat = 16
  static let height: CGFloat = 26

  /// How many pages (and dots) there are; negative counts are 0.
  ///
  /// Default 0.
  open var numberOfPages: Int {
    get { storedPages }
    set {
      storedPages = max(0, newValue)
      if storedCurrent >= storedPages { storedCurrent = max(0, storedPages - 1) }
      pagesDidChange()
    }
  }
  /// The current page, within 0…`numberOfPages` − 1; setting it sends no event.
  ///
  /// Default 0.
  open var currentPage: Int {
    get { storedCurrent }
    set {
      storedCurrent = min(max(0, newValue), max(0, storedPages - 1))
      setNeedsDisplay()
    }
  }
  /// Whether a single page hides the control.
  ///
  /// Default `false`.
  open var hidesForSinglePage = false { didSet { pagesDidChange() } }
  /// The colour of the other pages' dots (`nil`: a translucent grey).
  open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The colour of the current page's dot (`nil`: the label colour).
  open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

  final var storedPages = 0
  final var storedCurrent = 0

  /// Creates a page control without pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  /// Creates a page control from an archive: nothing is decoded (there are no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    contentMode = .redraw
  }

  /// The size the dots of `pageCount` pages take.
  open func size(forNumberOfPages pageCount: Int) -> CGSize { dotsSize(pageCount) }

  /// The dots' size.
  open override var intrinsicContentSize: CGSize { dotsSize(storedPages) }

  /// The dots' size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { dotsSize(storedPages) }

  /// A click beside the current dot moves a page.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    clicked(at: touch.location(in: self))
  }

  /// Draws the dots.
  open override func draw(_ rect: CGRect) { drawDots() }

  /// The arrow keys move a page (UIPageControl+Mechanics.swift).
  override func handleArrowKey(_ key: UIKey) -> Bool { movesByArrowKey(key) }
  /// Space and Return move nothing: the page control's keys are the arrows.
  override func activateFromKeyboard() {}
  /// Value changes come with the user's moves, not on touch up.
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// Redraws: a disabled control's dots are fainter.
  open override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }
}
