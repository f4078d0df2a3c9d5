package dev.tungsten.cli.source;

import java.nio.file.Path;
import java.util.Locale;

/// The shading languages the CLI compiles, told apart by file extension unless forced.
public enum Language {
    WGSL("wgsl"),
    CG("cg");

    private final String text;

    Language(String text) {
        this.text = text;
    }

    /// The name `--lang` takes.
    public String text() {
        return text;
    }

    /// The language of a file by its extension (`.wgsl`; `.cg`, `.cgfx`), or `null`.
    public static Language ofFile(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".wgsl")) {
            return WGSL;
        }
        if (name.endsWith(".cg") || name.endsWith(".cgfx")) {
            return CG;
        }
        return null;
    }

    /// The language `--lang` names, or `null`.
    public static Language named(String text) {
        for (Language l : values()) {
            if (l.text.equals(text)) {
                return l;
            }
        }
        return null;
    }
}
