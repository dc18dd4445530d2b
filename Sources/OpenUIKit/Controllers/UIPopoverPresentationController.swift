import Foundation

/// Told of a popover's presentation, as UIKit's `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented (its source may still be set here).
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// A popover's placement, as UIKit's `UIPopoverPresentationController`: the panel hangs from
/// ``sourceView``'s ``sourceRect`` (or ``barButtonItem``) on the first side of
/// ``permittedArrowDirections`` where it fits (below, above, trailing, leading), kept 10 points
/// inside the window.
///
/// No arrow is drawn, as in Mac Catalyst's popovers since macOS 11; ``arrowDirection`` tells the
/// side chosen. A click outside or Escape dismisses it (through the delegate,
/// `isModalInPresentation` refusing).
///
/// Without a source the popover is centred in the window (UIKit raises an exception instead;
/// documented in Docs/Porting.md).
@preconcurrency @MainActor
public final class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  public var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at; empty (the default) means its
  /// bounds.
  public var sourceRect: CGRect = .zero
  /// The bar button the popover points at (over ``sourceView``).
  public var barButtonItem: UIBarButtonItem?
  /// The sides the popover may point from.
  ///
  /// Default `.any`.
  public var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The side the popover points from, once placed; `.unknown` before.
  public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

  /// The gap between the source and the panel.
  static let gap: CGFloat = 6
  /// The least distance between the panel and the window's edges.
  static let margin: CGFloat = 10

  /// The source's rectangle in `container`'s coordinates; `nil` without a source in its window.
  func anchorRect(in container: UIView) -> CGRect? {
    if let item = barButtonItem,
      let view = item.customView ?? Self.barButtonView(for: item, in: container.window)
    {
      guard view.window === container.window else { return nil }
      return view.convert(view.bounds, to: container)
    }
    guard let sourceView, sourceView.window != nil, sourceView.window === container.window else {
      return nil
    }
    let rect =
      sourceRect.isEmpty || sourceRect.isNull || !sourceRect.origin.x.isFinite
        || !sourceRect.origin.y.isFinite ? sourceView.bounds : sourceRect
    return sourceView.convert(rect, to: container)
  }

  /// The panel's frame for `size` in `container`, hung from the source; `nil` without one.
  func place(_ size: CGSize, in container: UIView) -> CGRect? {
    guard let anchor = anchorRect(in: container) else {
      arrowDirection = .unknown
      return nil
    }
    let bounds = container.bounds.insetBy(dx: Self.margin, dy: Self.margin)
    let leftToRight = container.effectiveUserInterfaceLayoutDirection == .leftToRight
    let sides: [UIPopoverArrowDirection] =
      [.up, .down] + (leftToRight ? [.left, .right] : [.right, .left])
    let allowed = sides.filter { permittedArrowDirections.contains($0) }
    func frame(_ side: UIPopoverArrowDirection) -> CGRect {
      switch side {
      case .up:
        return CGRect(
          x: anchor.midX - size.width / 2, y: anchor.maxY + Self.gap, width: size.width,
          height: size.height)
      case .down:
        return CGRect(
          x: anchor.midX - size.width / 2, y: anchor.minY - Self.gap - size.height,
          width: size.width, height: size.height)
      case .left:
        return CGRect(
          x: anchor.maxX + Self.gap, y: anchor.midY - size.height / 2, width: size.width,
          height: size.height)
      default:
        return CGRect(
          x: anchor.minX - Self.gap - size.width, y: anchor.midY - size.height / 2,
          width: size.width, height: size.height)
      }
    }
    let fits = { (side: UIPopoverArrowDirection) -> Bool in
      let candidate = frame(side)
      switch side {
      case .up: return candidate.maxY <= bounds.maxY
      case .down: return candidate.minY >= bounds.minY
      case .left: return candidate.maxX <= bounds.maxX
      default: return candidate.minX >= bounds.minX
      }
    }
    let side = allowed.first(where: fits) ?? allowed.first ?? .up
    arrowDirection = side
    var placed = frame(side)
    // Slid along the source's side to stay inside the window.
    placed.origin.x = min(
      max(placed.minX, bounds.minX), max(bounds.minX, bounds.maxX - placed.width))
    placed.origin.y = min(
      max(placed.minY, bounds.minY), max(bounds.minY, bounds.maxY - placed.height))
    return placed.integral
  }

  /// The view a navigation bar shows for `item`.
  private static func barButtonView(for item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
    guard let window else { return nil }
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      if let button = view as? BarButtonView, button.item === item { return button }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }
}

/// The sides a popover may point from, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt
  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Points up: the popover is below its source.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Points down: the popover is above its source.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Points left: the popover is right of its source.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Points right: the popover is left of its source.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any side.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not placed yet.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover presentation's view: a clear dimming that catches outside clicks, and the panel of
/// the controller's `preferredContentSize` (320 × 480 points when zero) hung from the source.
@MainActor
final class PopoverContainerView: PresentationContainerView {
  static let defaultPopoverSize = CGSize(width: 320, height: 480)

  override init(frame: CGRect, presenting presented: UIViewController) {
    super.init(frame: frame, presenting: presented)
    dimmingView.backgroundColor = .clear
    showsHairline = true
    if let popover = presented.popoverPresentationController,
      let delegate = popover.delegate as? any UIPopoverPresentationControllerDelegate
    {
      delegate.prepareForPopoverPresentation(popover)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func sheetFrame(in bounds: CGRect) -> CGRect {
    guard let presented, let popover = presented.popoverPresentationController else {
      return super.sheetFrame(in: bounds)
    }
    let preferred = presented.preferredContentSize
    let wanted =
      preferred.width > 0 && preferred.height > 0 && preferred.width.isFinite
        && preferred.height.isFinite ? preferred : Self.defaultPopoverSize
    let inset = UIPopoverPresentationController.margin
    let size = CGSize(
      width: max(0, min(wanted.width, bounds.width - 2 * inset)),
      height: max(0, min(wanted.height, bounds.height - 2 * inset)))
    return popover.place(size, in: self) ?? super.sheetFrame(in: bounds)
  }
}
