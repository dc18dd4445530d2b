import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of Toast-Swift (2015–2024): a `UIView` extension keeping its state in associated
// objects under the addresses of `private struct ToastKeys` statics, a `ToastStyle` struct, a
// `ToastManager` singleton, a `ToastPosition` enum that places a toast in its superview, a builder
// that sizes labels with `sizeThatFits`, a queue, tap-to-dismiss, and a `Timer` that hides the
// toast. Isolation pattern: UIKit views measured and placed by a plain enum and a plain singleton;
// a `@Sendable` timer block that hops to the main queue; toasts fade in and out with
// `UIView.animate` (`.curveEaseOut, .allowUserInteraction`, then `.curveEaseIn,
// .beginFromCurrentState`), the timer started and the toast removed in the completions. Keys are
// `malloc(1)` addresses, as Toast-Swift has used since Xcode 15 warned about
// `&` on `String` statics.

// MARK: - Library code

struct ToastStyle {
  init() {}
  var backgroundColor: UIColor = UIColor.black.withAlphaComponent(0.8)
  var titleColor: UIColor = .white
  var messageColor: UIColor = .white
  var maxWidthPercentage: CGFloat = 0.8
  var maxHeightPercentage: CGFloat = 0.8
  var horizontalPadding: CGFloat = 10.0
  var verticalPadding: CGFloat = 10.0
  var cornerRadius: CGFloat = 10.0
  var titleFont: UIFont = .boldSystemFont(ofSize: 16.0)
  var messageFont: UIFont = .systemFont(ofSize: 16.0)
  var titleAlignment: NSTextAlignment = .left
  var messageAlignment: NSTextAlignment = .left
  var titleNumberOfLines = 0
  var messageNumberOfLines = 0
  var displayShadow = false
  var shadowColor: UIColor = .black
  var shadowOpacity: Float = 0.8
  var shadowRadius: CGFloat = 6.0
  var shadowOffset = CGSize(width: 4.0, height: 4.0)
  var fadeDuration: TimeInterval = 0.2
}

class ToastManager {
  static let shared = ToastManager()
  var style = ToastStyle()
  var isTapToDismissEnabled = true
  var isQueueEnabled = false
  var duration: TimeInterval = 3.0
  var position: ToastPosition = .bottom
}

enum ToastPosition {
  case top
  case center
  case bottom

  func centerPoint(forToast toast: UIView, inSuperview superview: UIView) -> CGPoint {
    let padding: CGFloat = ToastManager.shared.style.verticalPadding
    switch self {
    case .top:
      return CGPoint(
        x: superview.bounds.size.width / 2.0, y: (toast.frame.size.height / 2.0) + padding)
    case .center:
      return CGPoint(x: superview.bounds.size.width / 2.0, y: superview.bounds.size.height / 2.0)
    case .bottom:
      return CGPoint(
        x: superview.bounds.size.width / 2.0,
        y: (superview.bounds.size.height - (toast.frame.size.height / 2.0)) - padding)
    }
  }
}

extension UIView {
  private struct ToastKeys {
    static var timer = malloc(1)
    static var duration = malloc(1)
    static var point = malloc(1)
    static var completion = malloc(1)
    static var activeToasts = malloc(1)
    static var queue = malloc(1)
  }

  /// Closures cannot be associated directly: they are wrapped in a class.
  private class ToastCompletionWrapper {
    let completion: ((Bool) -> Void)?
    init(_ completion: ((Bool) -> Void)?) {
      self.completion = completion
    }
  }

  private enum ToastError: Error {
    case missingParameters
  }

  private var activeToasts: [UIView] {
    get { return objc_getAssociatedObject(self, &ToastKeys.activeToasts) as? [UIView] ?? [] }
    set {
      objc_setAssociatedObject(
        self, &ToastKeys.activeToasts, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  private var queue: [UIView] {
    get { return objc_getAssociatedObject(self, &ToastKeys.queue) as? [UIView] ?? [] }
    set {
      objc_setAssociatedObject(self, &ToastKeys.queue, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The timer that will hide `toast` (for tests: Toast-Swift keeps it private).
  func toastTimer(of toast: UIView) -> Timer? {
    return objc_getAssociatedObject(toast, &ToastKeys.timer) as? Timer
  }

  func makeToast(
    _ message: String?, duration: TimeInterval = ToastManager.shared.duration,
    position: ToastPosition = ToastManager.shared.position, title: String? = nil,
    style: ToastStyle = ToastManager.shared.style, completion: ((_ didTap: Bool) -> Void)? = nil
  ) {
    do {
      let toast = try toastViewForMessage(message, title: title, style: style)
      showToast(toast, duration: duration, position: position, completion: completion)
    } catch ToastError.missingParameters {
      print("Error: message and title are both nil")
    } catch {}
  }

  func showToast(
    _ toast: UIView, duration: TimeInterval = ToastManager.shared.duration,
    position: ToastPosition = ToastManager.shared.position,
    completion: ((_ didTap: Bool) -> Void)? = nil
  ) {
    let point = position.centerPoint(forToast: toast, inSuperview: self)
    objc_setAssociatedObject(
      toast, &ToastKeys.completion, ToastCompletionWrapper(completion),
      .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    if ToastManager.shared.isQueueEnabled, activeToasts.count > 0 {
      objc_setAssociatedObject(
        toast, &ToastKeys.duration, NSNumber(value: duration), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      objc_setAssociatedObject(
        toast, &ToastKeys.point, NSValue(cgPoint: point), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      queue.append(toast)
    } else {
      showToast(toast, duration: duration, point: point)
    }
  }

  func hideToast() {
    guard let activeToast = activeToasts.first else { return }
    hideToast(activeToast)
  }

  func hideToast(_ toast: UIView) {
    guard activeToasts.contains(where: { $0 === toast }) else { return }
    hideToast(toast, fromTap: false)
  }

  func hideAllToasts() {
    queue.removeAll()
    activeToasts.forEach { hideToast($0) }
  }

  func isShowingToast() -> Bool {
    return activeToasts.count > 0
  }

  private func showToast(_ toast: UIView, duration: TimeInterval, point: CGPoint) {
    toast.center = point
    toast.alpha = 0.0

    if ToastManager.shared.isTapToDismissEnabled {
      let recognizer = UITapGestureRecognizer(target: self, action: UIView.handleToastTapped)
      toast.addGestureRecognizer(recognizer)
      toast.isUserInteractionEnabled = true
    }

    activeToasts.append(toast)
    self.addSubview(toast)

    UIView.animate(
      withDuration: ToastManager.shared.style.fadeDuration, delay: 0.0,
      options: [.curveEaseOut, .allowUserInteraction],
      animations: {
        toast.alpha = 1.0
      }
    ) { _ in
      let timer = Timer(timeInterval: duration, repeats: false) { [weak self, weak toast] _ in
        guard let self = self, let toast = toast else { return }
        DispatchQueue.main.async {
          self.hideToast(toast)
        }
      }
      RunLoop.main.add(timer, forMode: .common)
      objc_setAssociatedObject(toast, &ToastKeys.timer, timer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  private func hideToast(_ toast: UIView, fromTap: Bool) {
    if let timer = objc_getAssociatedObject(toast, &ToastKeys.timer) as? Timer {
      timer.invalidate()
    }

    UIView.animate(
      withDuration: ToastManager.shared.style.fadeDuration, delay: 0.0,
      options: [.curveEaseIn, .beginFromCurrentState],
      animations: {
        toast.alpha = 0.0
      }
    ) { _ in
      toast.removeFromSuperview()
      self.activeToasts.removeAll { $0 === toast }

      if let wrapper = objc_getAssociatedObject(toast, &ToastKeys.completion)
        as? ToastCompletionWrapper, let completion = wrapper.completion
      {
        completion(fromTap)
      }

      if let nextToast = self.queue.first,
        let duration = objc_getAssociatedObject(nextToast, &ToastKeys.duration) as? NSNumber,
        let point = objc_getAssociatedObject(nextToast, &ToastKeys.point) as? NSValue
      {
        self.queue.removeFirst()
        self.showToast(nextToast, duration: duration.doubleValue, point: point.cgPointValue)
      }
    }
  }

  private func handleToastTapped(_ recognizer: UITapGestureRecognizer) {
    guard let toast = recognizer.view else { return }
    hideToast(toast, fromTap: true)
  }

  func toastViewForMessage(_ message: String?, title: String?, style: ToastStyle) throws -> UIView {
    guard message != nil || title != nil else {
      throw ToastError.missingParameters
    }

    var messageLabel: UILabel?
    var titleLabel: UILabel?

    let wrapperView = UIView()
    wrapperView.backgroundColor = style.backgroundColor
    wrapperView.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    wrapperView.layer.cornerRadius = style.cornerRadius

    if style.displayShadow {
      wrapperView.layer.shadowColor = style.shadowColor.cgColor
      wrapperView.layer.shadowOpacity = style.shadowOpacity
      wrapperView.layer.shadowRadius = style.shadowRadius
      wrapperView.layer.shadowOffset = style.shadowOffset
    }

    let maxSize = CGSize(
      width: self.bounds.size.width * style.maxWidthPercentage,
      height: self.bounds.size.height * style.maxHeightPercentage)

    if let title = title {
      let label = UILabel()
      label.numberOfLines = style.titleNumberOfLines
      label.font = style.titleFont
      label.textAlignment = style.titleAlignment
      label.lineBreakMode = .byTruncatingTail
      label.textColor = style.titleColor
      label.backgroundColor = UIColor.clear
      label.text = title
      let titleSize = label.sizeThatFits(maxSize)
      label.frame = CGRect(
        x: 0.0, y: 0.0, width: min(titleSize.width, maxSize.width),
        height: min(titleSize.height, maxSize.height))
      titleLabel = label
    }

    if let message = message {
      let label = UILabel()
      label.text = message
      label.numberOfLines = style.messageNumberOfLines
      label.font = style.messageFont
      label.textAlignment = style.messageAlignment
      label.lineBreakMode = .byTruncatingTail
      label.textColor = style.messageColor
      label.backgroundColor = UIColor.clear
      let messageSize = label.sizeThatFits(maxSize)
      label.frame = CGRect(
        x: 0.0, y: 0.0, width: min(messageSize.width, maxSize.width),
        height: min(messageSize.height, maxSize.height))
      messageLabel = label
    }

    var titleRect = CGRect.zero
    if let titleLabel = titleLabel {
      titleRect.origin.x = style.horizontalPadding
      titleRect.origin.y = style.verticalPadding
      titleRect.size = titleLabel.bounds.size
    }

    var messageRect = CGRect.zero
    if let messageLabel = messageLabel {
      messageRect.origin.x = style.horizontalPadding
      messageRect.origin.y = titleRect.origin.y + titleRect.size.height + style.verticalPadding
      messageRect.size = messageLabel.bounds.size
    }

    let longerWidth = max(titleRect.size.width, messageRect.size.width)
    let wrapperWidth = longerWidth + style.horizontalPadding * 2.0
    let wrapperHeight = messageRect.origin.y + messageRect.size.height + style.verticalPadding
    wrapperView.frame = CGRect(x: 0.0, y: 0.0, width: wrapperWidth, height: wrapperHeight)

    if let titleLabel = titleLabel {
      titleLabel.frame = titleRect
      wrapperView.addSubview(titleLabel)
    }
    if let messageLabel = messageLabel {
      messageLabel.frame = messageRect
      wrapperView.addSubview(messageLabel)
    }
    return wrapperView
  }
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct ToastSnippets {
  let window = UIWindow.headless(size: CGSize(width: 300, height: 400))
  let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))

  init() {
    window.addSubview(host)
  }

  @Test func theToastIsSizedFromItsLabels() throws {
    var style = ToastStyle()
    style.displayShadow = true
    let message = "The upload finished and the file is now shared with everyone on the team."
    let toast = try host.toastViewForMessage(message, title: "Uploaded", style: style)
    let labels = try #require(toast.subviews as? [UILabel])
    #expect(labels.map { $0.text } == ["Uploaded", message])
    let (title, body) = (labels[0], labels[1])
    #expect(title.frame.origin == CGPoint(x: 10, y: 10))
    #expect(body.frame.minY == title.frame.maxY + 10)
    #expect(body.frame.width <= 240 && body.numberOfLines == 0)  // 80 % of 300: it wraps
    #expect(body.frame.height > title.frame.height)
    #expect(toast.bounds.width == max(title.frame.width, body.frame.width) + 20)
    #expect(toast.bounds.height == body.frame.maxY + 10)
    #expect(toast.layer.cornerRadius == 10 && toast.layer.shadowOpacity == 0.8)
    #expect(toast.layer.shadowOffset == CGSize(width: 4, height: 4))
    var refused = false
    do {
      _ = try host.toastViewForMessage(nil, title: nil, style: style)
    } catch {
      refused = true
    }
    #expect(refused)
  }

  @Test func positionsPlaceTheToastInItsSuperview() {
    let toast = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let points = [ToastPosition.top, .center, .bottom].map {
      $0.centerPoint(forToast: toast, inSuperview: host)
    }
    #expect(points == [CGPoint(x: 150, y: 30), CGPoint(x: 150, y: 200), CGPoint(x: 150, y: 370)])
  }

  @Test func makeToastFadesItInAtTheBottomAndOut() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    var completions: [Bool] = []
    host.makeToast("Saved", completion: { completions.append($0) })
    let toast = try #require(host.subviews.last)
    #expect(host.isShowingToast())
    #expect(toast.center.x == 150 && toast.frame.maxY == 390)
    #expect(toast.alpha == 1 && toast.layer.presentation()?.opacity == 0)
    #expect(host.toastTimer(of: toast) == nil, "the timer starts once the toast is in")
    clock.advance(by: 0.1)
    let halfway = toast.layer.presentation()?.opacity ?? 0
    #expect(halfway > 0.5 && halfway < 1, "ease out: more than half way at half the time")
    clock.advance(by: 0.15)
    #expect(host.toastTimer(of: toast)?.isValid == true)
    host.hideToast()
    #expect(toast.superview === host, "fading out")
    clock.advance(by: 0.25)
    #expect(toast.superview == nil && !host.isShowingToast())
    #expect(completions == [false])
    #expect(host.toastTimer(of: toast)?.isValid == false)
  }

  @Test func queuedToastsWaitTheirTurn() throws {
    ToastManager.shared.isQueueEnabled = true
    defer { ToastManager.shared.isQueueEnabled = false }
    let clock = TestClock()
    defer { clock.uninstall() }
    var order: [String] = []
    host.makeToast("One", position: .top, completion: { _ in order.append("one hidden") })
    host.makeToast("Two", position: .center, completion: { _ in order.append("two hidden") })
    #expect(host.subviews.count == 1)
    let first = try #require(host.subviews.first)
    host.hideToast(first)
    clock.advance(by: 0.25)
    #expect(order == ["one hidden"])
    let second = try #require(host.subviews.first)
    #expect(second !== first && second.center == CGPoint(x: 150, y: 200))
    host.hideAllToasts()
    clock.advance(by: 0.25)
    #expect(order == ["one hidden", "two hidden"] && host.subviews.isEmpty)
  }

  @Test func aTapDismissesTheToast() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    var taps: [Bool] = []
    host.makeToast("Tap me", position: .center, completion: { taps.append($0) })
    let toast = try #require(host.subviews.last)
    window.tap(at: toast.center)  // while fading in: .allowUserInteraction
    clock.advance(by: 0.25)
    #expect(taps == [true])
    #expect(toast.superview == nil)
  }

  @Test func theTimerHidesTheToastOnTheMainQueue() async throws {
    let clock = TestClock()
    var completions: [Bool] = []
    host.makeToast("Later", duration: 60, completion: { completions.append($0) })
    let toast = try #require(host.subviews.last)
    clock.advance(by: 0.25)
    let timer = try #require(host.toastTimer(of: toast))
    // No virtual clock across the await: other tests run meanwhile, on real time.
    clock.uninstall()
    timer.fire()  // as the run loop would after 60 seconds
    #expect(toast.superview === host)  // the hide is queued on the main queue
    await drainMainQueue()
    // The fade out began on real time: a virtual clock from now runs it.
    let later = TestClock(start: CACurrentMediaTime())
    defer { later.uninstall() }
    later.advance(by: 0.3)
    #expect(toast.superview == nil && completions == [false])
  }
}
