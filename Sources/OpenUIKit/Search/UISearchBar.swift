import Foundation

/// A search field with an optional Cancel button and scope bar, as UIKit's `UISearchBar`.
///
/// The bar is 56 points high (the field 36, with 10 points above and below), 44 more with its
/// scope bar; the Cancel button sits after the field (before it, right to left). The field's
/// changes reach ``delegate`` in UIKit's order (`UISearchBarDelegate`) and, when the bar belongs to
/// a ``UISearchController``, its `searchResultsUpdater`. Bookmark and results-list buttons and the
/// prompt are left out (API absent).
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
  /// The bar's looks, as UIKit's `UISearchBar.Style`.
  public enum Style: UInt, Sendable {
    /// As `.prominent`.
    case `default`
    /// A background behind the field.
    case prominent
    /// No background: the field alone.
    case minimal
  }

  /// The search field.
  public let searchTextField = UISearchTextField()
  /// The Cancel button.
  final let cancelButton = UIButton(type: .system)
  /// The scope buttons.
  final let scopeBar = UISegmentedControl(items: nil)
  /// The field's delegate, relaying to the bar's (`UISearchBar+Field.swift`).
  final let fieldRelay = SearchFieldRelay()
  /// The search controller whose bar this is.
  weak var searchController: UISearchController?

  /// The object that decides and hears about the search.
  open weak var delegate: (any UISearchBarDelegate)?

  /// The search text; setting it tells nothing.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the field is empty; default "Search".
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// The bar's looks; default `.default`.
  open var searchBarStyle: Style = .default { didSet { updateBackground() } }

  /// The bar's background color; default `nil` (the system's).
  open var barTintColor: UIColor? { didSet { updateBackground() } }

  /// Whether the Cancel button shows; default `false`.
  open var showsCancelButton = false {
    didSet {
      guard showsCancelButton != oldValue else { return }
      cancelButton.isHidden = !showsCancelButton
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// The scope buttons' titles; default `nil`.
  open var scopeButtonTitles: [String]? { didSet { updateScopeBar() } }

  /// The chosen scope button; default 0.
  open var selectedScopeButtonIndex = 0 {
    didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
  }

  /// Whether the scope bar shows (with ``scopeButtonTitles``); default `false`.
  open var showsScopeBar = false { didSet { updateScopeBar() } }

  // MARK: Input traits, the field's

  /// The field's capitalization; default `.sentences`.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// The field's correction; default `.default`.
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The field's spell checking; default `.default`.
  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  /// The field's keyboard; default `.default`.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The field's return key; default `.search`.
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// A search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchBar()
  }

  /// Creates a bar from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchBar()
  }

  /// Shows or hides the Cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope bar.
  open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

  // MARK: First responder: the field's

  /// Whether the field can edit.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Makes the field edit.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Stops the field editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// Whether the field is editing.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  // MARK: Layout (UISearchBar+Layout.swift)

  /// The field, the Cancel button after it, the scope bar below.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutSearchBar()
  }

  /// The width asked for; 56 points high, 100 with the scope bar.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: searchBarHeight)
  }

  /// No intrinsic width; the bar's height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: searchBarHeight)
  }
}
