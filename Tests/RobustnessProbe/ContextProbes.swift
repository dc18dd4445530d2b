import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Drawing contexts given every non-finite or huge parameter, layers under the largest finite
/// scales, and a text field over its budget.
@MainActor
enum ContextProbes {
  static let all: [String: @MainActor () -> String] = [
    "contextShadowBlurs": {
      // Each blur in a 20×20 image renderer: drawn or left out, never minutes or gigabytes.
      let blurs: [CGFloat] = [1e4, 1e5, 1e9, 1e300, .greatestFiniteMagnitude, .infinity, .nan, -5]
      var drawn = 0
      for blur in blurs {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
          context.cgContext.setShadow(
            offset: CGSize(width: 2, height: 2), blur: blur, color: UIColor.black.cgColor)
          context.cgContext.setFillColor(UIColor.red.cgColor)
          context.cgContext.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        if image.size.width == 20 { drawn += 1 }
      }
      return "drawn \(drawn)"
    },
    "contextShadowBlurInDraw": {
      Probes.renderWithView { view in
        let drawing = ShadowDrawingView(frame: view.bounds)
        view.addSubview(drawing)
      }
    },
    "contextShadowHugeOffset": {
      let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
        context.cgContext.setShadow(
          offset: CGSize(width: 1e300, height: -1e19), blur: 1e5, color: UIColor.black.cgColor)
        context.cgContext.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
      }
      return "size \(image.size)"
    },
    "contextEveryNonFiniteParameter": {
      let values: [CGFloat] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e300, -1e300,
      ]
      let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
        let cg = context.cgContext
        for value in values {
          cg.saveGState()
          cg.setLineWidth(value)
          cg.setMiterLimit(value)
          cg.setAlpha(value)
          cg.setLineDash(phase: value, lengths: [value, 1])
          cg.setShadow(offset: CGSize(width: value, height: value), blur: value)
          cg.translateBy(x: value, y: 1)
          cg.rotate(by: value)
          cg.scaleBy(x: value, y: value)
          cg.concatenate(CGAffineTransform(a: value, b: 0, c: 0, d: 1, tx: 0, ty: value))
          cg.fill(CGRect(x: value, y: 0, width: 5, height: value))
          cg.move(to: CGPoint(x: value, y: value))
          cg.addLine(to: CGPoint(x: 10, y: value))
          cg.addArc(
            center: CGPoint(x: 10, y: 10), radius: value, startAngle: 0, endAngle: value,
            clockwise: false)
          cg.addCurve(
            to: CGPoint(x: value, y: 3), control1: CGPoint(x: 1, y: value),
            control2: CGPoint(x: value, y: value))
          cg.strokePath()
          cg.clip(to: CGRect(x: 0, y: 0, width: value, height: value))
          cg.fillEllipse(in: CGRect(x: 0, y: 0, width: value, height: 4))
          cg.restoreGState()
        }
        cg.setFillColor(UIColor.red.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      }
      return "size \(image.size)"
    },
    "contextScaledBy1e300": {
      let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
        context.cgContext.scaleBy(x: 1e300, y: 1e300)
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }
      return "size \(image.size)"
    },
    "strokeOf200000CrossingSegments": {
      // Against one stroke of 2,000 such segments, which cairo strokes whole: the 200,000 cost
      // what the budget allows (about 15 such strokes), not 10,000 times as much.
      @MainActor func stroke(_ count: Int) -> Double {
        CPUTime.measure {
          _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { context in
            let cg = context.cgContext
            cg.move(to: .zero)
            for index in 0..<count {
              // Back and forth across the image, each segment crossing the ones before it.
              cg.addLine(
                to: CGPoint(x: CGFloat((index * 7919) % 200), y: CGFloat((index * 104_729) % 200)))
            }
            cg.setLineWidth(1.5)
            cg.strokePath()
          }
        }
      }
      _ = stroke(100)
      let calibration = stroke(2_000)
      let probe = stroke(200_000)
      return probe <= 50 * calibration + 0.1 ? "bounded" : "ratio \(Int(probe / calibration))"
    },
    // Layers under the largest finite scale.
    "zoomToGreatestFiniteInAClippingView": {
      Probes.renderWithView { view in
        let scrollView = UIScrollView(frame: view.bounds)
        let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        zoomed.backgroundColor = .blue
        scrollView.addSubview(zoomed)
        let delegate = ZoomingDelegate(view: zoomed)
        scrollView.delegate = delegate
        objc_keep(delegate)
        scrollView.minimumZoomScale = .greatestFiniteMagnitude
        scrollView.maximumZoomScale = .greatestFiniteMagnitude
        scrollView.zoomScale = .greatestFiniteMagnitude
        view.addSubview(scrollView)
      }
    },
    "transformGreatestFiniteUnderAClip": {
      Probes.renderWithLayer { root in
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        clip.masksToBounds = true
        let inner = CALayer()
        inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        inner.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        inner.setAffineTransform(
          CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude))
        let nested = CALayer()
        nested.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        nested.masksToBounds = true
        nested.addSublayer(CALayer())
        inner.addSublayer(nested)
        clip.addSublayer(inner)
        root.addSublayer(clip)
      }
    },
    "shadowRadiusGreatestFinite": {
      Probes.renderWithView {
        $0.backgroundColor = .green
        $0.layer.shadowOpacity = 1
        $0.layer.shadowRadius = .greatestFiniteMagnitude
      }
    },
    // A text field at its budget, typed into, mirrored live by a label over the budget (as a
    // preview does): the budget is said once, not once per keystroke and text.
    "textFieldOverBudgetTyping": {
      let window = UIWindow.headless(size: CGSize(width: 200, height: 80))
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let preview = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
      window.addSubview(field)
      window.addSubview(preview)
      field.text = String(repeating: "x", count: 70_000)
      field.becomeFirstResponder()
      for index in 0..<50 {
        field.insertText(index % 2 == 0 ? "a" : "b")
        field.deleteBackward()
        field.text = String(repeating: "y", count: 70_000 + index)
        preview.text = (field.text ?? "") + String(repeating: "z", count: index + 1)
        runCommit()
      }
      return Probes.rendersOn(window)
    },
  ]
}

/// Keeps `object` alive for the rest of the probe (delegates are weak).
@MainActor func objc_keep(_ object: AnyObject) { keptObjects.append(object) }
@MainActor private var keptObjects: [AnyObject] = []

/// Gives its view for zooming.
final class ZoomingDelegate: NSObject, UIScrollViewDelegate {
  let view: UIView
  init(view: UIView) { self.view = view }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}

/// Draws a rectangle with a blur of 1e9 from its draw(_:).
final class ShadowDrawingView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(offset: CGSize(width: 1, height: 1), blur: 1e9)
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 4, y: 4, width: 20, height: 20))
  }
}
