package dev.tungsten.tgsi;

/// The one error type of the TGSI core: a malformed text shader, a corrupt token stream, a
/// misuse of the builder, or a failure while running a shader. It always carries a [Location]
/// and a message in the form "expected X, found Y" where that applies.
///
/// Unchecked, because every caller that feeds untrusted input catches it at one place (the CLI,
/// a driver's shader creation) and nothing in between can recover.
public class TgsiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /// Where an error was found: a text position (1-based line and column), a word of a token
    /// stream (0-based), or an instruction (0-based); unknown parts are -1.
    public record Location(String source, int line, int column, int word, int instruction) {
        public static final Location UNKNOWN = new Location(null, -1, -1, -1, -1);

        public static Location text(String source, int line, int column) {
            return new Location(source, line, column, -1, -1);
        }

        public static Location word(int word) {
            return new Location(null, -1, -1, word, -1);
        }

        public static Location instruction(int instruction) {
            return new Location(null, -1, -1, -1, instruction);
        }

        /// The same location attributed to `source` (a file name).
        public Location withSource(String name) {
            return new Location(name, line, column, word, instruction);
        }

        /// `file:line:column`, `file:word N` or `instruction N`, as far as known.
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (source != null) {
                sb.append(source);
            }
            if (line >= 0) {
                sb.append(sb.isEmpty() ? "" : ":").append(line).append(':').append(Math.max(column, 1));
            } else if (word >= 0) {
                sb.append(sb.isEmpty() ? "" : ":").append("word ").append(word);
            } else if (instruction >= 0) {
                sb.append(sb.isEmpty() ? "" : ":").append("instruction ").append(instruction);
            }
            return sb.isEmpty() ? "<unknown>" : sb.toString();
        }
    }

    private final Location location;
    private final String detail;

    public TgsiException(Location location, String detail) {
        super(location + ": " + detail);
        this.location = location;
        this.detail = detail;
    }

    public TgsiException(Location location, String detail, Throwable cause) {
        super(location + ": " + detail, cause);
        this.location = location;
        this.detail = detail;
    }

    public Location location() {
        return location;
    }

    /// The message without the location prefix.
    public String detail() {
        return detail;
    }

    /// The same error attributed to `source` (a file name).
    public TgsiException withSource(String source) {
        TgsiException e = new TgsiException(location.withSource(source), detail, getCause());
        e.setStackTrace(getStackTrace());
        return e;
    }
}
