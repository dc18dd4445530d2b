import Foundation
import Testing

@testable import OpenUIKit

/// Reads the model's title and the style in layout.
private class ReadingView: UIView {
  var model: CounterModel?
  var layouts = 0
  var styles: [UIUserInterfaceStyle] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    _ = model?.title
    styles.append(traitCollection.userInterfaceStyle)
  }
}

/// Inherits `ReadingView`'s layout: still scoped.
private final class InheritingView: ReadingView {}

/// Overrides nothing: runs UIView's methods unscoped.
private final class PlainSubclass: UIView {}

/// Overrides `updateProperties()` only.
private final class PropertiesView: UIView {
  override func updateProperties() {}
}

@MainActor @Suite struct MethodOverridesTests {
  @Test func theVtableIsReadOnThisPlatform() {
    // If the metadata layout ever changes, every class counts as overriding (correct but slow):
    // this test says so instead of letting the layout benchmark quietly lose a third.
    #expect(MethodOverrides.isAvailable)
  }

  @Test func classesOverridingAMethodAreToldFromClassesInheritingUIViews() {
    #expect(MethodOverrides.methods(of: UIView.self).isEmpty)
    #expect(MethodOverrides.methods(of: PlainSubclass.self).isEmpty)
    #expect(MethodOverrides.methods(of: ReadingView.self) == [.layoutSubviews])
    #expect(MethodOverrides.methods(of: InheritingView.self) == [.layoutSubviews])
    #expect(MethodOverrides.methods(of: PropertiesView.self) == [.updateProperties])
    #expect(MethodOverrides.methods(of: UILabel.self).isEmpty)  // it draws; it lays out nothing
    #expect(PlainSubclass().overriddenMethods.isEmpty)
    #expect(InheritingView().overriddenMethods == [.layoutSubviews])
  }

  @Test func anInheritedOverrideKeepsObservationAndTraitTracking() async {
    let model = CounterModel()
    let view = InheritingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.model = model
    let window = makeWindow()
    window.addSubview(view)
    CATransaction.flush()
    let before = view.layouts
    model.title = "changed"
    await Task.yield()
    await Task.yield()
    CATransaction.flush()
    #expect(view.layouts == before + 1)
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(view.layouts == before + 2)
    #expect(view.styles.last == .dark)
  }
}
