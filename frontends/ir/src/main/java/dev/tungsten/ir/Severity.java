package dev.tungsten.ir;

/// How serious a diagnostic is. The names are WGSL's severity control names (§2.3), which the
/// `diagnostic` directive and attribute use; [#OFF] silences a triggered rule.
public enum Severity {
    ERROR("error"),
    WARNING("warning"),
    INFO("info"),
    OFF("off");

    private final String text;

    Severity(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /// The severity spelled `text`, or `null`.
    public static Severity fromText(String text) {
        for (Severity s : values()) {
            if (s.text.equals(text)) {
                return s;
            }
        }
        return null;
    }
}
