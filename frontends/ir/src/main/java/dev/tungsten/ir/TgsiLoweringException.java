package dev.tungsten.ir;

/// The IR uses something the TGSI lowering cannot express (64-bit or half-precision arithmetic,
/// external textures, ...), or was not validated. Carries the span of the construct, so the
/// front end can render it as a located diagnostic.
public final class TgsiLoweringException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Span span;

    public TgsiLoweringException(Span span, String message) {
        super(message);
        this.span = span;
    }

    public Span span() {
        return span == null ? Span.UNDEFINED : span;
    }

    public Diagnostic diagnostic() {
        return Diagnostic.error(getMessage(), span(), "cannot be lowered to TGSI",
                "note: TGSI has no way to express this; see frontends/ir/README.md for what the lowering supports");
    }
}
