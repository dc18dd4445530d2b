import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// The Visual Format Language, as pre-anchor iOS code lays out screens with it.
@MainActor @Suite struct VisualFormatTests {
  func container(_ names: [String]) -> (UIView, [String: UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: UIView] = [:]
    for name in names {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      views[name] = view
    }
    return (container, views)
  }

  @Test func standardSpacesFixedSizesAndInequalities() {
    let (container, views) = container(["label", "button"])
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[button(80)]-|", metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-40-[label(21)]-(>=8)-[button(44)]-(20@250)-|", options: [],
      metrics: nil, views: views)
    #expect(constraints.allSatisfy { !$0.isActive })  // returned, not activated
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    #expect(views["label"]?.frame == CGRect(x: 20, y: 40, width: 280, height: 21))
    // The bottom space is weak: the button keeps at least 8 below the label and sits as low
    // as 20 above the bottom allows.
    #expect(views["button"]?.frame == CGRect(x: 220, y: 416, width: 80, height: 44))
  }

  @Test func metricsEqualWidthsAndAdjacentViews() {
    let (container, views) = container(["a", "b", "c"])
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-margin-[a(==b)]-gap-[b][c(width@750)]-margin-|", options: [],
        metrics: ["margin": 16, "gap": 8.0, "width": CGFloat(40)], views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[c(10)]", options: [], metrics: nil, views: views))
    container.layoutIfNeeded()
    // 320 − 16 − 8 − 40 − 16 = 240, shared by a and b.
    #expect(views["a"]?.frame == CGRect(x: 16, y: 0, width: 120, height: 10))
    #expect(views["b"]?.frame == CGRect(x: 144, y: 0, width: 120, height: 10))
    #expect(views["c"]?.frame == CGRect(x: 264, y: 0, width: 40, height: 10))
  }

  @Test func alignmentOptionsLineTheViewsUpAcrossTheAxis() {
    let (container, views) = container(["icon", "title"])
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[icon(24)]-[title]-|", options: .alignAllCenterY, metrics: nil,
        views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-100-[icon(24)]", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:[title(40)]", options: [], metrics: nil, views: views)
    #expect(constraints.contains { $0.firstAttribute == .centerY })
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    #expect(views["icon"]?.frame == CGRect(x: 20, y: 100, width: 24, height: 24))
    #expect(views["title"]?.frame == CGRect(x: 52, y: 92, width: 248, height: 40))
  }

  @Test func rightToLeftRunsFromTheRightEdge() {
    let (container, views) = container(["a", "b"])
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(50)]-(>=5)-[b(30)]", options: .directionRightToLeft,
        metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
    container.layoutIfNeeded()
    #expect(views["a"]?.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
    #expect(views["b"]!.frame.maxX <= 255)
  }

  @Test func aFormatThatDoesNotParseIsReportedAndGivesNothing() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let (_, views) = container(["a"])
    for format in [
      "H:|-[missing]-|", "H:|-[a", "H:|-(>=)-[a]", "H:[a]-", "V:|-[a]-|garbage",
      "H:|-[a]-|",
    ] {
      let options: NSLayoutConstraint.FormatOptions =
        format == "H:|-[a]-|" ? .alignAllLeading : []
      #expect(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: nil, views: views
        ).isEmpty, "\(format)")
    }
    let reports = lines.withLock { $0 }.filter { $0.contains("Unable to parse constraint format") }
    #expect(reports.count == 6)
    #expect(reports.first?.contains("missing is not a key in the views dictionary") == true)
  }
}

/// `spacingBaselineToBaseline`: a column of labels spaced by their baselines.
@MainActor @Suite struct VisualFormatBaselineTests {
  @Test func spacesRunBetweenBaselines() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let title = UILabel()
    title.text = "Title"
    title.font = .systemFont(ofSize: 24)
    let body = UILabel()
    body.text = "Body"
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
    }
    let views = ["title": title, "body": body]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[title]-30-[body]", options: .spacingBaselineToBaseline,
        metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[title]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[body]", options: [], metrics: nil, views: views))
    container.layoutIfNeeded()
    #expect(title.frame.minY == 20)  // edge to edge from the superview
    let titleBaseline = title.frame.maxY + title.font.descender
    let bodyBaseline = body.frame.minY + body.font.ascender
    #expect(abs(bodyBaseline - titleBaseline - 30) < 0.5)
  }
}
