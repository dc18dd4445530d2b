import Foundation

/// The type of a view controller's `topLayoutGuide` and `bottomLayoutGuide`, as UIKit's
/// (deprecated since iOS 11 in favour of the safe area, still in the SDK and in libraries).
///
/// UIKit's derives from `NSObjectProtocol`; here from `AnyObject`, as layout guides are not
/// `NSObject`s.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// How far the guide reaches into the view: the top bars' height for the top guide, the
  /// bottom bars' for the bottom one.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height (its ``length``).
  var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: a guide in its root view from the view's top to
/// the safe area's top, or from the safe area's bottom to the view's bottom, so that both the
/// anchors and item-based constraints (`toItem: topLayoutGuide, attribute: .bottom`) place
/// content below the bars, as on iOS.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  enum Edge { case top, bottom }

  let edge: Edge

  init(_ edge: Edge) {
    self.edge = edge
    super.init()
    identifier =
      edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
  }

  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }

  /// Adds the guide to `view`, spanning its width between the view's edge and its safe area's.
  func install(in view: UIView) {
    view.addLayoutGuide(self)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      edge == .top
        ? topAnchor.constraint(equalTo: view.topAnchor)
        : topAnchor.constraint(equalTo: safeArea.bottomAnchor),
      edge == .top
        ? bottomAnchor.constraint(equalTo: safeArea.topAnchor)
        : bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

extension UIViewController {
  /// The extent of the top bars in the root view (status and navigation bars).
  ///
  /// Constrain content below its `bottomAnchor`. Deprecated in UIKit since iOS 11: use
  /// `view.safeAreaLayoutGuide.topAnchor` (the deprecation is not marked here: an `iOS`
  /// availability attribute means nothing on Linux). Reading it loads the view.
  public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(.top) }

  /// The extent of the bottom bars in the root view (tab bar, toolbar).
  ///
  /// Constrain content above its `topAnchor`. Deprecated in UIKit since iOS 11: use
  /// `view.safeAreaLayoutGuide.bottomAnchor`. Reading it loads the view.
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(.bottom) }

  /// The root view's guide for `edge`, added the first time it is asked for (one per view: a
  /// replaced root view gets its own).
  private func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
    let view: UIView = view
    for case let guide as LayoutSupportGuide in view.layoutGuides where guide.edge == edge {
      return guide
    }
    let guide = LayoutSupportGuide(edge)
    guide.install(in: view)
    return guide
  }
}
