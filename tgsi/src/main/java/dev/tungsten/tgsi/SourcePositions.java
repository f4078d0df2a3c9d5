package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/// Where each body token of a shader came from in its source text: entry *i* is the text
/// position of `shader.tokens().get(i)` (a declaration, immediate, property or instruction), or
/// [TgsiException.Location#UNKNOWN].
///
/// This is the hook through which diagnostics about a shader read from text are reported as
/// `file:line:column`: an assembler can record one position per statement as it parses, and
/// [TgsiSanity#check(TgsiShader, SourcePositions)] then attaches the line and column of the
/// offending token to each diagnostic, keeping its word and instruction numbers.
///
/// Until [TgsiText] supplies positions itself, [#infer] recovers them from the file: exact
/// for words files, and for text whose statements each begin a line (what `tgsi_dump` and
/// every corpus file look like); it never guesses when the text does not line up.
///
/// @param source    the file name printed in locations (may be null)
/// @param positions one entry per body token, in stream order
public record SourcePositions(String source, List<TgsiException.Location> positions) {
    /// Copies the list; entries may be [TgsiException.Location#UNKNOWN].
    public SourcePositions {
        positions = List.copyOf(positions);
    }

    /// The position of body token `token`, with the source name; [TgsiException.Location#UNKNOWN]
    /// when the token has none or the index is out of range.
    public TgsiException.Location of(int token) {
        if (token < 0 || token >= positions.size()) {
            return TgsiException.Location.UNKNOWN;
        }
        TgsiException.Location p = Objects.requireNonNullElse(positions.get(token), TgsiException.Location.UNKNOWN);
        return p.line() < 0 ? p : TgsiException.Location.text(source != null ? source : p.source(), p.line(), p.column());
    }

    /// Positions of `shader`'s tokens in `content`, the text or words file it was read from.
    /// A words file maps each token to its first word. TGSI text maps each token to the line it
    /// starts, as long as every statement starts its own line: lines are matched to tokens in
    /// order by kind (DCL, IMM, PROPERTY, instruction with the same opcode); an immediate the
    /// assembler added (for EMIT without a stream) gets no position; from the first line that
    /// does not match, the remaining tokens get none either.
    public static SourcePositions infer(String source, String content, TgsiShader shader) {
        List<TgsiToken> tokens = shader.tokens();
        List<TgsiException.Location> out = new ArrayList<>(tokens.size());
        if (TgsiFiles.isWords(content)) {
            List<TgsiException.Location> words = words(content);
            int word = 2;
            for (TgsiToken t : tokens) {
                out.add(word < words.size() ? words.get(word) : TgsiException.Location.UNKNOWN);
                word += TokenSizes.of(t);
            }
            return new SourcePositions(source, out);
        }
        List<Statement> lines = statements(content);
        int next = 1; // line 0 holds the processor
        for (TgsiToken t : tokens) {
            Statement st = next < lines.size() ? lines.get(next) : null;
            if (st != null && st.matches(t)) {
                out.add(TgsiException.Location.text(null, st.line(), st.column()));
                next++;
            } else {
                out.add(TgsiException.Location.UNKNOWN);
                if (!(t instanceof Immediate)) {
                    next = lines.size();
                }
            }
        }
        return new SourcePositions(source, out);
    }

    /// The first word of a non-blank line: its position and, upper-cased, the word itself
    /// (the opcode for a numbered line `12: MOV`).
    private record Statement(int line, int column, String word) {
        boolean matches(TgsiToken t) {
            return switch (t) {
                case Declaration d -> word.equals("DCL");
                case Immediate i -> word.equals("IMM");
                case Property p -> word.equals("PROPERTY");
                case Instruction i -> {
                    String name = word.replaceFirst("(_SAT)?(_PRECISE)?$", "");
                    yield TgsiOpcode.forName(name) == i.opcode()
                            || TgsiOpcode.forName(word) == i.opcode();
                }
            };
        }
    }

    private static List<Statement> statements(String content) {
        List<Statement> out = new ArrayList<>();
        String[] lines = content.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            int i = 0;
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i == line.length()) {
                continue;
            }
            int start = i;
            int w = i;
            while (w < line.length() && Character.isDigit(line.charAt(w))) {
                w++;
            }
            int colon = w;
            while (colon < line.length() && Character.isWhitespace(line.charAt(colon))) {
                colon++;
            }
            if (w > i && colon < line.length() && line.charAt(colon) == ':') {
                i = colon + 1;
                while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                    i++;
                }
            }
            int end = i;
            while (end < line.length() && (Character.isLetterOrDigit(line.charAt(end)) || line.charAt(end) == '_')) {
                end++;
            }
            out.add(new Statement(n + 1, start + 1, line.substring(i, end).toUpperCase(Locale.ROOT)));
        }
        return out;
    }

    private static List<TgsiException.Location> words(String content) {
        List<TgsiException.Location> out = new ArrayList<>();
        int line = 1, lineStart = 0;
        for (int i = 0; i < content.length(); ) {
            char ch = content.charAt(i);
            if (ch == '\n') {
                line++;
                lineStart = ++i;
            } else if (Character.isWhitespace(ch)) {
                i++;
            } else {
                out.add(TgsiException.Location.text(null, line, i - lineStart + 1));
                while (i < content.length() && !Character.isWhitespace(content.charAt(i))) {
                    i++;
                }
            }
        }
        return out;
    }
}
