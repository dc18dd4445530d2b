// Seed 001, "The iOS 5 Developer's Cookbook: Adding Reflections": a view whose layer is a
// replicator that draws a flipped, squeezed copy of its subviews below them, live; darkened, or
// shaded by a gradient overlay added to the superview. Translated from the article's Objective-C.
import OpenUIKit

/// A view that reflects its subviews through a `CAReplicatorLayer`.
open class ReflectingView: UIView {
  var gradient: CAGradientLayer?

  /// Whether the reflection is shaded by a gradient in the superview instead of darkened.
  public var usesGradientOverlay = false

  // Always use a replicator as the base layer
  open override class var layerClass: AnyClass { CAReplicatorLayer.self }

  // Clean up any existing gradient from parent
  isolated deinit {
    gradient?.removeFromSuperlayer()
  }

  // Establish a gradient to shade the reflection
  func setupGradient() {
    // Add a new gradient layer to the parent
    let parent = self.superview
    if gradient == nil {
      let newGradient = CAGradientLayer()
      let c1 = UIColor.black.withAlphaComponent(0.5).cgColor
      let c2 = UIColor.black.withAlphaComponent(0.9).cgColor
      newGradient.colors = [c1, c2]
      parent?.layer.addSublayer(newGradient)
      gradient = newGradient
    }
    guard let gradient else { return }
    // Place the gradient just below the view using the
    // reflection's geometry
    let desiredGap: CGFloat = 10.0  // gap between view and its reflection
    let shrinkFactor: CGFloat = 0.25  // reflection size
    let height = self.bounds.size.height
    let width = self.bounds.size.width
    let y = self.frame.origin.y
    gradient.anchorPoint = CGPoint(x: 0.0, y: 0.0)
    // The article places it at x 0 (its view sat at the left edge); under the view wherever it is.
    gradient.frame = CGRect(
      x: self.frame.origin.x, y: y + height + desiredGap, width: width,
      height: height * shrinkFactor)
    gradient.removeAllAnimations()
  }

  // Setup the geometry for the reflected item
  public func setupReflection() {
    let height = bounds.size.height
    let shrinkFactor: CGFloat = 0.25
    var t = CATransform3DMakeScale(1.0, -shrinkFactor, 1.0)
    // scaling centers the shadow in the view. translate in shrunken terms
    let offsetFromBottom = height * ((1.0 - shrinkFactor) / 2.0)
    let inverse = 1.0 / shrinkFactor
    let desiredGap: CGFloat = 10.0
    t = CATransform3DTranslate(
      t, 0.0, -offsetFromBottom * inverse - height - inverse * desiredGap, 0.0)
    guard let replicatorLayer = self.layer as? CAReplicatorLayer else { return }
    replicatorLayer.instanceTransform = t
    replicatorLayer.instanceCount = 2
    // Gradient use must be explicitely set
    if usesGradientOverlay {
      setupGradient()
    } else {
      // Darken the reflection when not using a gradient
      replicatorLayer.instanceRedOffset = -0.75
      replicatorLayer.instanceGreenOffset = -0.75
      replicatorLayer.instanceBlueOffset = -0.75
    }
  }
}
