package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/// An immutable, typed view of a TGSI shader: its processor and its body tokens in stream order,
/// with per-kind views. [TokenReader] builds one from words, [TokenWriter] turns one back into
/// words that are bit-identical to what Mesa's `tgsi_build` would write.
public final class TgsiShader {
    private final Processor processor;
    private final List<TgsiToken> tokens;
    private final List<Declaration> declarations;
    private final List<Immediate> immediates;
    private final List<Property> properties;
    private final List<Instruction> instructions;

    public TgsiShader(Processor processor, List<? extends TgsiToken> tokens) {
        this.processor = Objects.requireNonNull(processor, "processor");
        this.tokens = List.copyOf(tokens);
        List<Declaration> decls = new ArrayList<>();
        List<Immediate> imms = new ArrayList<>();
        List<Property> props = new ArrayList<>();
        List<Instruction> insts = new ArrayList<>();
        for (TgsiToken t : this.tokens) {
            switch (t) {
                case Declaration d -> decls.add(d);
                case Immediate i -> imms.add(i);
                case Property p -> props.add(p);
                case Instruction i -> insts.add(i);
            }
        }
        this.declarations = List.copyOf(decls);
        this.immediates = List.copyOf(imms);
        this.properties = List.copyOf(props);
        this.instructions = List.copyOf(insts);
    }

    public Processor processor() { return processor; }

    /// Every body token in stream order.
    public List<TgsiToken> tokens() { return tokens; }

    public List<Declaration> declarations() { return declarations; }

    /// Immediates in order: the *n*-th is `IMM[n]`.
    public List<Immediate> immediates() { return immediates; }

    public List<Property> properties() { return properties; }

    /// Instructions in order: labels and the interpreter's program counter index this list.
    public List<Instruction> instructions() { return instructions; }

    /// The value of `name`, or `defaultValue` when the shader does not set it (the last one wins,
    /// as in Mesa's scanner).
    public int property(PropertyName name, int defaultValue) {
        int v = defaultValue;
        for (Property p : properties) {
            if (p.name() == name) {
                v = p.value();
            }
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TgsiShader s && processor == s.processor && tokens.equals(s.tokens);
    }

    @Override
    public int hashCode() {
        return processor.hashCode() * 31 + tokens.hashCode();
    }

    @Override
    public String toString() {
        return "TgsiShader[" + processor + ", " + tokens.size() + " tokens, " + instructions.size() + " instructions]";
    }
}
