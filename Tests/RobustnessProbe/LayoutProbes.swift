import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Auto Layout fed long chains, many constraints and absurd numbers.
@MainActor
enum LayoutProbes {
  static let all: [String: @MainActor () -> String] = [
    // A constant of 1e19 set and restored left the view 0 wide (lost to rounding).
    "constraintConstant1e19Restored": {
      let window = UIWindow.headless(size: CGSize(width: 320, height: 200))
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(bar)
      let width = bar.widthAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        bar.topAnchor.constraint(equalTo: window.topAnchor),
        bar.heightAnchor.constraint(equalToConstant: 4), width,
      ])
      window.layoutIfNeeded()
      width.constant = 1e19
      window.layoutIfNeeded()
      width.constant = .nan
      width.constant = 200
      window.layoutIfNeeded()
      return "width \(bar.frame.width) " + Probes.rendersOn(window)
    },
    // Insets of 1e300 corrupted later layouts; NaN ones were read back.
    "safeAreaInsetsNaNAnd1e300": {
      let controller = UIViewController()
      let window = UIWindow.headless(size: CGSize(width: 320, height: 480))
      window.rootViewController = controller
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(content)
      let guide = controller.view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      controller.additionalSafeAreaInsets = UIEdgeInsets(
        top: .nan, left: 0, bottom: .infinity, right: 0)
      runCommit()
      controller.additionalSafeAreaInsets = UIEdgeInsets(
        top: 1e300, left: 1e300, bottom: 0, right: 0)
      runCommit()
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      runCommit()
      let frame = content.frame
      return "content \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height) "
        + Probes.rendersOn(window)
    },
    // A column of views, each below the one before: the layout's cost grows with the column.
    "constraintChainLayout": {
      let ratio = CPUTime.scaling(small: 400, large: 4_000, ScalingWorkloads.constraintChain)
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
    // Constraints by the ten thousand, each deactivated on its own.
    "constraintsActivatedAndDeactivated": {
      let ratio = CPUTime.scaling(
        small: 4_000, large: 40_000, ScalingWorkloads.constraintsActivatedAndDeactivated)
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
  ]
}
