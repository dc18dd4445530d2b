import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of the accessibility in rating controls and toast libraries, as they ship in Swift 5
// mode: a view that is one adjustable element and answers increment and decrement, an element
// per drawn star, and an announcement posted when a toast shows.

// MARK: - Library code

/// A star rating that VoiceOver adjusts, as Cosmos's `CosmosAccessibility` does.
class AccessibleRatingView: UIView {
  var rating: Double = 3 {
    didSet { updateAccessibility() }
  }
  var totalStars = 5

  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    accessibilityLabel = "Rating"
    accessibilityHint = "Swipe up or down to change the rating."
    updateAccessibility()
  }

  required init?(coder: NSCoder) { nil }

  func updateAccessibility() {
    accessibilityValue = "\(Int(rating)) of \(totalStars) stars"
  }

  override func accessibilityIncrement() {
    rating = min(rating + 1, Double(totalStars))
  }

  override func accessibilityDecrement() {
    rating = max(rating - 1, 0)
  }
}

/// A toast that says itself, as toast libraries do when they show.
class ToastView: UILabel {
  func show(in view: UIView) {
    view.addSubview(self)
    UIAccessibility.post(notification: .announcement, argument: text)
  }
}

// MARK: - Tests

@MainActor
@Suite struct AccessibilitySnippetTests {
  @Test func anAdjustableRatingAnswersIncrementAndDecrement() {
    let rating = AccessibleRatingView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
    #expect(rating.isAccessibilityElement)
    #expect(rating.accessibilityTraits.contains(.adjustable))
    #expect(rating.accessibilityValue == "3 of 5 stars")
    rating.accessibilityIncrement()
    rating.accessibilityIncrement()
    rating.accessibilityIncrement()
    #expect(rating.accessibilityValue == "5 of 5 stars")
    rating.accessibilityDecrement()
    #expect(rating.rating == 4)
  }

  @Test func aToastIsAnnounced() {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 100), style: .light)
    defer { window.isHidden = true }
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let toast = ToastView()
    toast.text = "Copied"
    toast.show(in: window)
    runCommit()
    #expect(recorder.events.contains(.announcement("Copied")))
    #expect(recorder.node(named: "Copied")?.role == .staticText)
  }
}
