// Seed 004, "The Fundamental Appearance Properties of Views and Layers": the article's
// complexView, whose shadow follows the combined shape of two overlapping subviews, optionally
// given as a shadow path. As the article writes it.
import OpenUIKit

/// Seed 004's complex shadow: a shadow shaped by the sublayers' content, then by a shadow path.
@MainActor public func makeComplexShadowView(withPath: Bool) -> UIView {
  let complexView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  complexView.layer.shadowOpacity = 0.5
  complexView.layer.shadowOffset = .init(width: 0, height: 5)
  complexView.layer.shadowRadius = 3.0

  let firstSubview = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
  firstSubview.backgroundColor = UIColor.systemBackground
  complexView.addSubview(firstSubview)

  let secondSubview = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
  secondSubview.backgroundColor = UIColor.systemBackground
  complexView.addSubview(secondSubview)

  if withPath {
    let path = CGMutablePath()
    path.addRect(firstSubview.frame)
    path.addRect(secondSubview.frame)
    complexView.layer.shadowPath = path
  }
  return complexView
}
