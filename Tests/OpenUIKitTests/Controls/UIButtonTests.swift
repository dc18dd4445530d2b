import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIButtonTests {
  @Test func aPressSendsUIKitsEventsInOrder() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let button = UIButton(type: .system)
    button.setTitle("Press", for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    window.addSubview(button)
    var events: [String] = []
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.primaryActionTriggered, "primaryActionTriggered"), (.touchUpOutside, "touchUpOutside"),
    ]
    for (event, name) in names {
      button.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    window.tap(at: CGPoint(x: 50, y: 40))
    #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    button.isEnabled = false
    window.tap(at: CGPoint(x: 50, y: 40))
    #expect(events.count == 3)
  }

  /// Its own layout sets its labels' fonts and colors: only when they change, or layout would
  /// never settle (each font set asks the button to lay out again).
  @Test func layoutSettles() {
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    let classic = UIButton(type: .system)
    classic.setTitle("Classic", for: .normal)
    classic.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Filled"
    configuration.subtitle = "with a subtitle"
    let filled = UIButton(configuration: configuration)
    filled.frame = CGRect(x: 10, y: 60, width: 160, height: 60)
    window.addSubview(classic)
    window.addSubview(filled)
    CATransaction.flush()
    filled.isHighlighted = true
    CATransaction.flush()
    #expect(!lines.contains { $0.contains("did not settle") }, "\(lines)")
    #expect(!filled.layer.needsLayout() && !classic.layer.needsLayout())
  }

  /// An app's own background and corners on a button survive its layout (the pre-iOS 15 idiom of
  /// a custom button: `backgroundColor` plus `layer.cornerRadius`).
  @Test func theAppsBackgroundAndCornersStay() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let button = UIButton(type: .custom)
    button.setTitle("Custom", for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 10
    button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
    window.addSubview(button)
    CATransaction.flush()
    button.isHighlighted = true
    CATransaction.flush()
    #expect(button.backgroundColor == .systemBlue)
    #expect(button.layer.cornerRadius == 10)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Filled"
    button.configuration = configuration
    CATransaction.flush()
    #expect(button.backgroundColor == .systemBlue && button.layer.cornerRadius == 10)
  }

  @Test func perStateValuesFallBackToNormal() {
    let button = UIButton(type: .system)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    button.setTitleColor(.systemRed, for: .normal)
    #expect(button.title(for: .disabled) == "Normal")
    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.titleColor(for: .selected) == .systemRed)
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    #expect(UIButton(frame: .zero).buttonType == .custom)
  }

  @Test func aPrimaryActionGivesItsTitleAndRunsOnPress() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    var runs = 0
    let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Go")
    button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
    window.addSubview(button)
    window.tap(at: CGPoint(x: 15, y: 15))
    #expect(runs == 1)
  }

  @Test func theConfigurationUpdateHandlerFollowsTheState() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    var seen: [Bool] = []
    button.configurationUpdateHandler = { button in
      seen.append(button.isHighlighted)
      button.configuration?.subtitle = button.isHighlighted ? "saving" : nil
    }
    button.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
    window.addSubview(button)
    CATransaction.flush()
    #expect(seen == [false])
    window.touchDown(at: CGPoint(x: 50, y: 30))
    CATransaction.flush()
    #expect(seen == [false, true])
    #expect(button.subtitleLabel?.text == "saving")
    window.touchUp(at: CGPoint(x: 50, y: 30), time: 0.1)
    CATransaction.flush()
    #expect(seen == [false, true, false])
    #expect(button.subtitleLabel?.text == nil)
  }

  @Test func theIntrinsicSizeIsTheContentPlusInsets() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Title"
    let button = UIButton(configuration: configuration)
    let label = UILabel()
    label.text = "Title"
    label.font = .systemFont(ofSize: 17)
    let text = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    #expect(
      button.intrinsicContentSize
        == CGSize(width: ceil(text.width + 24), height: ceil(text.height + 14)))
    var large = configuration
    large.buttonSize = .large
    #expect(
      large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    )
    large.contentInsets = .zero
    large.buttonSize = .small  // custom insets stay
    #expect(large.contentInsets == .zero)
    let classic = UIButton(type: .system)
    classic.setTitle("Title", for: .normal)
    classic.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    #expect(classic.intrinsicContentSize.height > 8)
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  /// Every kind and state, in a grid.
  func catalogue() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 320))
    root.backgroundColor = .systemBackground
    func place(_ button: UIButton, _ column: Int, _ row: Int) {
      // The last row (title and subtitle) is taller.
      button.frame = CGRect(
        x: 10 + column * 135, y: 10 + row * 50, width: 125, height: row == 4 ? 54 : 40)
      root.addSubview(button)
    }
    let states: [(String, (UIButton) -> Void)] = [
      ("Normal", { _ in }), ("Pressed", { $0.isHighlighted = true }),
      ("Disabled", { $0.isEnabled = false }),
    ]
    for (column, (name, apply)) in states.enumerated() {
      let system = UIButton(type: .system)
      system.setTitle(name, for: .normal)
      apply(system)
      place(system, column, 0)
      let styles: [UIButton.Configuration] = [.plain(), .tinted(), .gray(), .filled()]
      for (row, style) in styles.enumerated() {
        var configuration = style
        configuration.title = name
        if row == 3 {
          configuration.subtitle = "subtitle"
          configuration.cornerStyle = .capsule
        }
        let button = UIButton(configuration: configuration)
        apply(button)
        place(button, column, row + 1)
      }
    }
    let close = UIButton(type: .close)
    close.frame = CGRect(x: 10, y: 276, width: 30, height: 30)
    root.addSubview(close)
    let add = UIButton(type: .contactAdd)
    add.frame = CGRect(x: 60, y: 280, width: 22, height: 22)
    root.addSubview(add)
    return root
  }

  @Test(arguments: [1.0, 2.0])
  func everyKindAndStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 420, height: 320), scale: scale)
    window.addSubview(catalogue())
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "buttonsLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "buttonsDark\(suffix)")
  }
}
