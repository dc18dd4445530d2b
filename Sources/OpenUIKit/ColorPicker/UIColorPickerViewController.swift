import Foundation

/// A controller for choosing a color, as UIKit's `UIColorPickerViewController` (iOS 14).
///
/// iOS's grid: a row of grays over nine rows of twelve hues, darker shades above lighter tints;
/// the chosen swatch is ringed. A click or the arrow keys (with focus) choose a swatch; the
/// opacity slider (with ``supportsAlpha``) sets the alpha; the swatch at the top shows the color
/// and its hex value. Each choice goes to the delegate at once; a dismissal by any means (the
/// close button, Escape, a click outside) tells it the picker finished, as does the close button
/// of a picker shown without being presented. The spectrum and slider tabs and the eye
/// dropper are left out. 360 × 420 points, its `preferredContentSize`.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
  /// Hears the choices.
  open weak var delegate: (any UIColorPickerViewControllerDelegate)?
  /// The color shown; default white.
  ///
  /// Setting it tells the delegate nothing.
  open var selectedColor: UIColor = .white { didSet { colorDidChange() } }
  /// Whether the opacity slider shows; default `true`.
  open var supportsAlpha = true { didSet { colorDidChange() } }

  let grid = ColorGridView()
  let preview = UIView()
  let hexLabel = UILabel()
  let titleLabel = UILabel()
  let opacityLabel = UILabel()
  let opacity = UISlider()
  let closeButton = UIButton(type: .system)

  /// Creates a picker showing white.
  public init() {
    super.init(nibName: nil, bundle: nil)
    preferredContentSize = CGSize(width: 360, height: 420)
  }

  /// Creates a picker from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    preferredContentSize = CGSize(width: 360, height: 420)
  }

  /// The view: the title and close button, the color's swatch and hex value, the grid, the
  /// opacity slider.
  open override func loadView() {
    let container = UIView(frame: CGRect(origin: .zero, size: preferredContentSize))
    container.backgroundColor = .systemBackground
    buildPicker(in: container)
    view = container
    colorDidChange()
  }

  /// Places the parts (`UIColorPickerViewController+Layout.swift`).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutPicker()
  }

  /// Dismissed by any means (the close button, Escape, a click outside a popover): the delegate
  /// hears the picker finished.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { delegate?.colorPickerViewControllerDidFinish(self) }
  }
}
