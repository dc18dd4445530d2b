import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Asks how the pointer looks over a view, as UIKit's `UIPointerInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region of the view the style applies to, from `defaultRegion` (the view's bounds);
  /// `nil`: none (the pointer looks as over the view's superview). Default: `defaultRegion`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?

  /// The style in `region`; `nil`: the system's (the arrow). Default `nil`.
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// Returns `defaultRegion`.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  /// Returns `nil`.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle? { nil }
}

/// Gives a view's area its own pointer, as UIKit's `UIPointerInteraction`.
///
/// On the desktop the pointer does not morph: a style's shape picks one of the desktop's cursors
/// (``UIPointerStyle``), asked for again each time the pointer moves.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
  /// The delegate that answers regions and styles.
  open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether the interaction takes part.
  ///
  /// Default `true`.
  open var isEnabled = true
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?

  /// Creates an interaction asking `delegate`.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Called before the interaction moves.
  open func willMove(to view: UIView?) {}

  /// Records the view.
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Asks for the region and style again: the pointer's look is worked out again now.
  open func invalidate() {
    view?.window?.updatePointerCursor()
  }

  /// The style at `location` (the view's coordinates), if the region holds it; `.some(nil)`:
  /// the system style.
  func style(at location: CGPoint) -> UIPointerStyle?? {
    guard isEnabled, let view else { return nil }
    let request = UIPointerRegionRequest(location: location)
    let proposed = UIPointerRegion(rect: view.bounds, identifier: nil)
    let chosen: UIPointerRegion?
    if let delegate {
      chosen = delegate.pointerInteraction(self, regionFor: request, defaultRegion: proposed)
    } else {
      chosen = proposed
    }
    guard let chosen else { return nil }
    // Foundation's `CGRect.contains` traps on NaN: a region that is not finite holds no point.
    let rect = chosen.rect
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
    else {
      Diagnostics.once(
        "pointer-region-not-finite",
        "UIPointerInteraction: the delegate's region \(rect) is not finite; it is ignored (the "
          + "pointer looks as over the view's superview)", module: "OpenUIKit")
      return nil
    }
    guard rect.contains(location) else { return nil }
    return .some(delegate?.pointerInteraction(self, styleFor: chosen))
  }
}

/// Where the pointer is, for a region request.
public struct UIPointerRegionRequest: Sendable {
  /// The pointer's location in the interaction's view.
  public let location: CGPoint
}

/// An area of a view with one pointer style, as UIKit's `UIPointerRegion`.
@preconcurrency @MainActor
public final class UIPointerRegion {
  /// The area, in the interaction's view's coordinates.
  public let rect: CGRect
  /// What the delegate named the region by, told back to it in `styleFor`.
  public let identifier: AnyHashable?

  /// Creates a region.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// A pointer's shape, as UIKit's `UIPointerShape`.
public enum UIPointerShape: Sendable {
  /// A rounded rectangle, as a button's outline.
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// The vertical text beam.
  case verticalBeam(length: CGFloat)
  /// The horizontal (vertical-text) beam.
  case horizontalBeam(length: CGFloat)

  /// The system's corner radius for rounded-rectangle shapes.
  public static let defaultCornerRadius: CGFloat = 8
}

/// How the pointer looks in a region, as UIKit's `UIPointerStyle`.
///
/// The desktop shows cursors, so a style picks one: a beam shape the I-beam, a rounded-rectangle
/// shape the pointing hand (the shape marks a target), ``hidden()`` no pointer, ``system()`` the
/// arrow. Pointer effects (`UIPointerEffect`: highlight, lift, hover) and accessories, which
/// morph the pointer into the content on iPadOS, are not provided.
public struct UIPointerStyle: Sendable {
  let cursor: PointerCursor

  /// A pointer of `shape`.
  public init(shape: UIPointerShape) {
    switch shape {
    case .roundedRect: cursor = .pointingHand
    case .verticalBeam, .horizontalBeam: cursor = .iBeam
    }
  }

  private init(cursor: PointerCursor) { self.cursor = cursor }

  /// No pointer while it is in the region.
  public static func hidden() -> UIPointerStyle { UIPointerStyle(cursor: .hidden) }

  /// The system pointer: the arrow.
  public static func system() -> UIPointerStyle { UIPointerStyle(cursor: .arrow) }
}
