package dev.tungsten.retro;

import java.nio.file.Path;

/// Why a preset cannot be read or run: what kind of problem, the file and line it is located at
/// (line 0 when no line applies, such as an image that cannot be decoded), and a message in
/// the compiler style, lower-case. [#getMessage] renders `file:line: message`.
public final class RetroException extends RuntimeException {
    /// What went wrong.
    public enum Kind {
        /// A line of the preset is not `key = value`, or a value does not parse.
        PRESET_SYNTAX,
        /// A value parses but is out of range or contradicts another key (a zero scale, an alias twice).
        PRESET_VALUE,
        /// A file the preset names (a pass's shader, a lookup texture, the input image) does not exist.
        MISSING_FILE,
        /// A pass refers to an alias no earlier pass defines, or aliases collide.
        ALIAS,
        /// A pass's output size is zero or beyond what the driver can render.
        SIZE,
        /// A pass's shader does not compile, or its program asks for something the chain cannot give.
        SHADER,
        /// A lookup texture or input frame is not a readable image.
        IMAGE,
        /// The driver refused a resource or a draw.
        DRIVER
    }

    private final Kind kind;
    private final Path file;
    private final int line;
    private final String detail;

    public RetroException(Kind kind, Path file, int line, String detail) {
        this(kind, file, line, detail, null);
    }

    public RetroException(Kind kind, Path file, int line, String detail, Throwable cause) {
        super((file == null ? "" : file + ":" + (line > 0 ? line + ":" : "") + " ") + detail, cause);
        this.kind = kind;
        this.file = file;
        this.line = line;
        this.detail = detail;
    }

    public Kind kind() {
        return kind;
    }

    /// The file the problem is located in, or `null`.
    public Path file() {
        return file;
    }

    /// The 1-based line, or 0.
    public int line() {
        return line;
    }

    /// The message without the location.
    public String detail() {
        return detail;
    }
}
