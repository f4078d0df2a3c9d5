package dev.tungsten.cli.scene;

/// An error in a scene or in a file it names, located as `file:line:column` (line and column
/// 1-based; 0 when unknown). The message follows the project's style: lower case, "expected X,
/// found Y" where that applies.
public final class SceneException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line, column;
    private final String detail;

    public SceneException(String source, int line, int column, String detail) {
        this(source, line, column, detail, null);
    }

    public SceneException(String source, int line, int column, String detail, Throwable cause) {
        super(where(source, line, column) + ": " + detail, cause);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
    }

    private static String where(String source, int line, int column) {
        return line > 0 ? source + ":" + line + ":" + Math.max(column, 1) : source;
    }

    public String source() { return source; }
    public int line() { return line; }
    public int column() { return column; }
    public String detail() { return detail; }
}
