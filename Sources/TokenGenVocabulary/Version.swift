/// tokengen's version, as `tokengen --version` prints it.
public enum TokenGenVersion {
    public static let current = "0.21.0"
}
