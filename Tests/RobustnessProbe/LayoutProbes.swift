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
    // A required target of the largest finite size measured infinity, and the next measurement
    // of the view came out wrong.
    "fittingGreatestFiniteThenTheTablesWidth": {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let label = UILabel()
      label.text = "A cell"
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 28),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -28),
      ])
      let huge = cell.systemLayoutSizeFitting(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
      let again = cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      return (huge.width.isFinite && huge.height.isFinite ? "finite " : "infinite ")
        + "then \(again.width)x\(again.height)"
    },
    // A column of views, each below the one before: the layout's cost grows with the column.
    "constraintChainLayout": {
      // Cubic before: 1,000 views took 1.5 s in release, 4,000 took 126 s.
      let ratio = CPUTime.scaling(small: 400, large: 4_000) { count in
        let (window, views) = column(count)
        window.layoutIfNeeded()
        NSLayoutConstraint.deactivate(views.flatMap(\.constraints) + window.constraints)
        window.layoutIfNeeded()
        window.isHidden = true
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
    // Constraints by the ten thousand, each deactivated on its own: a removal searched its
    // holder's array (100,000 ran at 200 a second).
    "constraintsActivatedAndDeactivated": {
      let ratio = CPUTime.scaling(small: 4_000, large: 40_000) { count in
        let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
        var constraints: [NSLayoutConstraint] = []
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
        window.isHidden = true
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
  ]

  /// A window holding `count` views, each pinned below the one before, 10 high.
  static func column(_ count: Int) -> (UIWindow, [UIView]) {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    var views: [UIView] = []
    var above: NSLayoutYAxisAnchor = window.topAnchor
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: above),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      above = view.bottomAnchor
      views.append(view)
    }
    return (window, views)
  }
}
