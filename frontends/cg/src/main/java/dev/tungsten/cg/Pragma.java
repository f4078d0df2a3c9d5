package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Span;

/// A `#pragma` directive, captured for the front end instead of being emitted: `name` is its
/// first token (empty for a bare `#pragma`), `arguments` the rest of its line, unexpanded (GCC
/// expands no pragma of an unknown namespace), `offset` the global offset of its `#`. Two
/// pragmas have a parsed form, which the preprocessor checks when it captures them:
/// [#parameter()] and [#packMatrix()].
public record Pragma(String name, List<PpToken> arguments, int offset) {
    public Pragma {
        arguments = List.copyOf(arguments);
    }

    /// libretro's `#pragma parameter NAME "label" default min max [step]`: a tunable the host
    /// shows in its menu. When the step is left out it is a tenth of the range, as RetroArch does.
    public record Parameter(String name, String label, double initial, double minimum, double maximum, double step,
                            Span span) {}

    /// `#pragma pack_matrix(row_major | column_major)`: how the uniform matrices after it are laid
    /// out in their constant registers.
    public enum MatrixPacking { ROW_MAJOR, COLUMN_MAJOR }

    /// The parsed `#pragma parameter`, or null when this is another pragma or a malformed one.
    public Parameter parameter() {
        return name.equals("parameter") && checkParameter() == null ? parseParameter() : null;
    }

    /// The packing `#pragma pack_matrix` names, or null when this is another pragma or a
    /// malformed one.
    public MatrixPacking packMatrix() {
        if (!name.equals("pack_matrix") || checkPackMatrix() != null) {
            return null;
        }
        return arguments.get(1).text().equals("row_major") ? MatrixPacking.ROW_MAJOR : MatrixPacking.COLUMN_MAJOR;
    }

    /// The error a malformed parsed pragma is, or null.
    PreprocessError check() {
        return switch (name) {
            case "parameter" -> checkParameter();
            case "pack_matrix" -> checkPackMatrix();
            default -> null;
        };
    }

    private Span end() {
        if (arguments.isEmpty()) {
            return new Span(offset, offset + 1);
        }
        PpToken last = arguments.getLast();
        return new Span(last.offset() + last.length(), last.offset() + last.length());
    }

    private Span at(int i) {
        return i < arguments.size() ? arguments.get(i).span() : end();
    }

    private String found(int i) {
        if (i >= arguments.size()) {
            return "end of line";
        }
        // A string literal already shows its quotes.
        PpToken t = arguments.get(i);
        return t.kind() == PpToken.Kind.STRING ? t.text() : "\"" + t.text() + "\"";
    }

    private PreprocessError checkParameter() {
        if (arguments.isEmpty() || arguments.getFirst().kind() != PpToken.Kind.IDENTIFIER) {
            return new PreprocessError.BadPragma(at(0), "parameter", "expected the parameter's name, found " + found(0));
        }
        if (arguments.size() < 2 || arguments.get(1).kind() != PpToken.Kind.STRING
                || !arguments.get(1).text().startsWith("\"")) {
            return new PreprocessError.BadPragma(at(1), "parameter", "expected the label string, found " + found(1));
        }
        int i = 2;
        for (int k = 0; k < 4; k++) {
            if (k == 3 && i == arguments.size()) {
                return null;
            }
            int start = i;
            if (i < arguments.size() && (Macro.isPunct(arguments.get(i), "-") || Macro.isPunct(arguments.get(i), "+"))) {
                i++;
            }
            if (i >= arguments.size() || arguments.get(i).kind() != PpToken.Kind.NUMBER || parseNumber(start) == null) {
                String what = new String[] {"default", "minimum", "maximum", "step"}[k];
                return new PreprocessError.BadPragma(at(i), "parameter", "expected the " + what + " value, found " + found(i));
            }
            i++;
        }
        if (i < arguments.size()) {
            return new PreprocessError.BadPragma(at(i), "parameter", "unexpected " + found(i) + " after the step");
        }
        return null;
    }

    /// The number starting at argument `i` (an optional sign, then a pp-number), or null.
    private Double parseNumber(int i) {
        boolean negative = Macro.isPunct(arguments.get(i), "-");
        if (negative || Macro.isPunct(arguments.get(i), "+")) {
            i++;
        }
        String text = arguments.get(i).text();
        if (!text.chars().allMatch(c -> PpLexer.isDigit((char) c) || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+')) {
            return null;
        }
        try {
            double v = Double.parseDouble(text);
            return negative ? -v : v;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private Parameter parseParameter() {
        double[] values = new double[4];
        int count = 0;
        for (int i = 2; i < arguments.size(); i++) {
            if (arguments.get(i).kind() == PpToken.Kind.NUMBER) {
                int start = i > 2 && arguments.get(i - 1).kind() == PpToken.Kind.PUNCTUATOR ? i - 1 : i;
                values[count++] = parseNumber(start);
            }
        }
        String label = arguments.get(1).text();
        double step = count == 4 ? values[3] : 0.1 * (values[2] - values[1]);
        PpToken first = arguments.getFirst();
        return new Parameter(first.text(), label.substring(1, label.length() - 1), values[0], values[1], values[2], step,
                new Span(offset, Math.max(offset, end().end())));
    }

    private PreprocessError checkPackMatrix() {
        int n = arguments.size();
        int bad = n < 1 || !Macro.isPunct(arguments.get(0), "(") ? 0
                : n < 2 || !(arguments.get(1).is("row_major") || arguments.get(1).is("column_major")) ? 1
                : n < 3 || !Macro.isPunct(arguments.get(2), ")") ? 2
                : n > 3 ? 3 : -1;
        if (bad < 0) {
            return null;
        }
        return new PreprocessError.BadPragma(at(bad), "pack_matrix",
                "expected (row_major) or (column_major), found " + found(bad));
    }
}
