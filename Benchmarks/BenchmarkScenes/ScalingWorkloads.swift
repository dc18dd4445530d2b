import OpenUIKit
import OpenUIKitTesting

/// Workloads whose cost must grow in proportion to their size.
///
/// Shared by `ScalingBenchmark` (which times each at a size and at ten times it) and the
/// robustness probes (which fail when that ratio says quadratic). Each cleans up after itself:
/// its window is hidden and flushed.
@MainActor
public enum ScalingWorkloads {
  /// A column of `count` views, each below the one before, placed by constraints; laid out, then
  /// every constraint deactivated and the window laid out again. (Cubic once: 1,000 views took
  /// 1.5 s in release, 4,000 took 126 s.)
  public static func constraintChain(_ count: Int) {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    var above = window.topAnchor
    var constraints: [NSLayoutConstraint] = []
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      let made = [
        view.topAnchor.constraint(equalTo: above),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
      NSLayoutConstraint.activate(made)
      constraints += made
      above = view.bottomAnchor
    }
    window.layoutIfNeeded()
    NSLayoutConstraint.deactivate(constraints)
    window.layoutIfNeeded()
    close(window)
  }

  /// `count` constraints, a view for every four placed against the window that holds them all:
  /// activated at once, laid out, then deactivated one by one. (A removal once searched its
  /// holder's array: 100,000 ran at 200 a second.)
  public static func constraintsActivatedAndDeactivated(_ count: Int) {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(count)
    for index in 0..<count / 4 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: window.leadingAnchor, constant: CGFloat(index % 50)),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index % 70)),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    for constraint in constraints { constraint.isActive = false }
    window.layoutIfNeeded()
    close(window)
  }

  /// `count` animation blocks on one view in one turn, then committed. (The next free animation
  /// key was once found by a nested linear search: 1,600 blocks took about 45 s in debug.)
  public static func animationBlocksOnOneView(_ count: Int) {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    for index in 0..<count {
      UIView.animate(withDuration: 1) { view.alpha = CGFloat(index % 2) }
    }
    CATransaction.flush()
    view.layer.removeAllAnimations()
    close(window)
  }

  private static func close(_ window: UIWindow) {
    window.isHidden = true
    CATransaction.flush()
  }
}
