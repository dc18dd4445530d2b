import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Auto Layout fed long chains, many constraints and absurd numbers.
@MainActor
enum LayoutProbes {
  static let all: [String: @MainActor () -> String] = [
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
