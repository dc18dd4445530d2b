import Foundation

/// An element for something on screen that is not a view (a drawn bar of a chart, a star of a
/// rating), as UIKit's `UIAccessibilityElement`.
///
/// A view lists its elements in `accessibilityElements`; each element names the view as its
/// `accessibilityContainer`. Place it with `accessibilityFrameInContainerSpace` (it then follows
/// the container when it moves or scrolls) or with `accessibilityFrame` in screen coordinates.
/// A `UIResponder`, as in current UIKit; it never becomes first responder.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
  /// The view that lists this element.
  open weak var accessibilityContainer: AnyObject? {
    didSet { accessibilityPropertyDidChange() }
  }

  /// The frame in the container view's coordinates; `CGRect.null` (the default) leaves
  /// `accessibilityFrame` to say where the element is.
  open var accessibilityFrameInContainerSpace: CGRect = .null {
    didSet { accessibilityPropertyDidChange() }
  }

  /// Creates an element inside `container` (the view that will list it).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// The container, for the responder chain: custom actions and escape go on up from it.
  open override var next: UIResponder? { accessibilityContainer as? UIResponder }

  override var defaultAccessibilityFrame: CGRect {
    guard !accessibilityFrameInContainerSpace.isNull,
      let view = accessibilityContainer as? UIView
    else { return .zero }
    return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
  }

  override func accessibilityPropertyDidChange() {
    (accessibilityContainer as? UIView)?.accessibilityNeedsUpdate()
  }
}
