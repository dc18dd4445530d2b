import OpenUIKit
import OpenUIKitTesting
import Testing

// Controls as iOS code writes them: a sign-in form built from a stack view, a text field with a
// delegate that limits its length, a slider with a value label, a stepper, a segmented control and
// a switch wired by target-action and UIAction. The only change from iOS is the selector: the
// action is the unbound method (`SignInViewController.sliderChanged`, for
// `#selector(sliderChanged(_:))`).

final class SignInViewController: UIViewController, UITextFieldDelegate {
  let stackView = UIStackView()
  let usernameField = UITextField()
  let passwordField = UITextField()
  let volumeSlider = UISlider()
  let volumeLabel = UILabel()
  let quantityStepper = UIStepper()
  let modeControl = UISegmentedControl(items: ["Light", "Dark", "Auto"])
  let rememberSwitch = UISwitch()
  let signInButton = UIButton(type: .system)
  var signIns: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.alignment = .fill
    stackView.distribution = .fill
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    view.addSubview(stackView)

    usernameField.placeholder = "Username"
    usernameField.borderStyle = .roundedRect
    usernameField.clearButtonMode = .whileEditing
    usernameField.delegate = self
    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.delegate = self

    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 100
    volumeSlider.value = 50
    volumeSlider.isContinuous = true
    volumeSlider.addTarget(
      self, action: SignInViewController.sliderChanged, for: .valueChanged)
    volumeLabel.text = "Volume: 50"

    quantityStepper.minimumValue = 1
    quantityStepper.maximumValue = 10
    quantityStepper.stepValue = 1
    quantityStepper.value = 1

    modeControl.selectedSegmentIndex = 0
    modeControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let styles: [UIUserInterfaceStyle] = [.light, .dark, .unspecified]
        self.overrideUserInterfaceStyle = styles[self.modeControl.selectedSegmentIndex]
      }, for: .valueChanged)

    rememberSwitch.setOn(true, animated: false)

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addTarget(self, action: SignInViewController.signIn, for: .touchUpInside)

    for arranged in [
      usernameField, passwordField, volumeSlider, volumeLabel, quantityStepper, modeControl,
      rememberSwitch, signInButton,
    ] as [UIView] {
      stackView.addArrangedSubview(arranged)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    stackView.frame = view.bounds
  }

  func sliderChanged(_ sender: Any) {
    guard let slider = sender as? UISlider else { return }
    volumeLabel.text = "Volume: \(Int(slider.value))"
  }

  func signIn() {
    signIns.append(usernameField.text ?? "")
    view.endEditing(true)
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let currentText = textField.text ?? ""
    guard let stringRange = Range(range, in: currentText) else { return false }
    let updatedText = currentText.replacingCharacters(in: stringRange, with: string)
    return updatedText.count <= 12
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === usernameField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}

@MainActor @Suite struct ControlSnippets {
  @Test func aSignInFormWorksAsOnIOS() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = SignInViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    CATransaction.flush()
    defer { withExtendedLifetime(window) {} }
    // Tab into the username field and type past the delegate's limit of 12.
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    #expect(controller.usernameField.isEditing)
    window.typeText("appleseed_johnny")
    #expect(controller.usernameField.text == "appleseed_jo")
    // Return moves to the password field (the delegate's textFieldShouldReturn).
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
    #expect(controller.passwordField.isEditing)
    window.typeText("hunter2")
    #expect(controller.passwordField.text == "hunter2")
    // The slider and its label, by keyboard: Tab to it, Right steps a tenth of the range.
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    window.press(UIKey(keyCode: .keyboardRightArrow, characters: ""))
    #expect(controller.volumeSlider.value == 60 && controller.volumeLabel.text == "Volume: 60")
    // The segmented control switches the controller to dark mode.
    let control = controller.modeControl
    let dark = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    window.tap(at: dark)
    CATransaction.flush()  // traits propagate at the commit, as UIKit's before layout
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    // The button signs in and ends editing.
    let button = controller.signInButton
    window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: 10), to: nil), time: 1)
    #expect(controller.signIns == ["appleseed_jo"])
    #expect(!controller.passwordField.isEditing)
  }
}
