import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The Auto Layout Guide's debugging tools: `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()`
/// and `constraintsAffectingLayout(for:)`.
@MainActor @Suite struct AmbiguityTests {
  func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)) }

  func constrainedView(in container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    return view
  }

  @Test func aMissingHeightIsAmbiguousUntilGiven() {
    let container = container()
    let box = constrainedView(in: container)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
    ])
    container.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    box.heightAnchor.constraint(equalToConstant: 40).isActive = true
    container.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
    #expect(!container.hasAmbiguousLayout)  // it translates its mask: pinned
    let loose = UIView()
    loose.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(loose)
    #expect(loose.hasAmbiguousLayout)  // no constraint at all
  }

  /// The guide's example: two labels side by side share the width between them; with the same
  /// hugging priority either could stretch.
  @Test func equalHuggingBetweenTwoLabelsIsAmbiguousAndAPriorityDecides() {
    let container = container()
    let name = UILabel()
    let value = UILabel()
    name.text = "Name"
    value.text = "Value"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      label.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    #expect(name.hasAmbiguousLayout || value.hasAmbiguousLayout)
    name.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
    container.layoutIfNeeded()
    #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    #expect(name.frame.width == name.intrinsicContentSize.width)  // the higher hugging holds
  }

  @Test func exercisingMovesAnAmbiguousViewBetweenValidFrames() {
    let container = container()
    let box = constrainedView(in: container)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    #expect(box.frame.minX == 20)
    #expect(box.hasAmbiguousLayout)
    box.exerciseAmbiguityInLayout()
    #expect(box.frame == CGRect(x: 40, y: 0, width: 50, height: 50))
    box.exerciseAmbiguityInLayout()
    #expect(box.frame.minX == 20)  // the other way, stopped by the inequality
    // A view that is not ambiguous does not move.
    let fixed = constrainedView(in: container)
    NSLayoutConstraint.activate([
      fixed.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      fixed.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
      fixed.widthAnchor.constraint(equalToConstant: 30),
      fixed.heightAnchor.constraint(equalToConstant: 30),
    ])
    container.layoutIfNeeded()
    let frame = fixed.frame
    fixed.exerciseAmbiguityInLayout()
    #expect(fixed.frame == frame)
  }

  @Test func theConstraintsAffectingAnAxisAreTheOnesThatHoldIt() {
    let container = container()
    let box = constrainedView(in: container)
    let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    let height = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
    let loose = box.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor)
    NSLayoutConstraint.activate([leading, width, top, height, loose])
    container.layoutIfNeeded()
    let horizontal = box.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.contains(leading) && horizontal.contains(width))
    #expect(!horizontal.contains(loose) && !horizontal.contains(top))
    let vertical = box.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.contains(top) && vertical.contains(height) && vertical.contains(width))
    #expect(!vertical.contains(leading))
  }
}
