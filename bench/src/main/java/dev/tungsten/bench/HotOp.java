package dev.tungsten.bench;

/// The opcodes of the hot-opcode-loop benchmark, each as a TGSI program for the interpreter.
///
/// Every single-opcode program runs [#REPEAT] instances of `OP TEMP[1], TEMP[0], CONST[0],
/// CONST[1]` (all four channels; the replicating opcodes read `.x`), between a MOV that loads the
/// input and one that stores the result. MAD20 is 20 dependent MADs on one register; IF_ELSE_LOOP
/// is an 8-iteration loop whose body branches differently for alternate lanes, so every
/// iteration executes both sides under masks.
///
/// The work unit of every column of the table is the *lane-instruction*: one TGSI instruction of
/// the program for one lane, counted dynamically by the interpreter (so a baseline that does the
/// same math is charged the same number of units, and the ratio of two columns is the ratio of
/// their times).
public enum HotOp {
    MOV("MOV"), ADD("ADD"), MUL("MUL"), MAD("MAD"), DP4("DP4"), RSQ("RSQ"), EX2("EX2"), SIN("SIN"),
    I2F("I2F"), UADD("UADD"), SHL("SHL"), MAD20(null), IF_ELSE_LOOP(null);

    /// Instances of the opcode in a single-opcode program.
    public static final int REPEAT = 32;

    private final String opcode;

    HotOp(String opcode) {
        this.opcode = opcode;
    }

    /// The program's TGSI text.
    public String program() {
        StringBuilder t = new StringBuilder("""
                FRAG
                DCL IN[0], GENERIC[0], LINEAR
                DCL OUT[0], COLOR
                DCL CONST[0..1]
                DCL TEMP[0..3]
                IMM[0] FLT32 {0.0, 1.0, 8.0, 0.5}
                MOV TEMP[0], IN[0]
                """);
        switch (this) {
            case MAD20 -> t.append("MAD TEMP[0], TEMP[0], CONST[0], CONST[1]\n".repeat(20))
                    .append("MOV TEMP[1], TEMP[0]\n");
            case IF_ELSE_LOOP -> t.append("""
                    MOV TEMP[2].x, IMM[0].xxxx
                    BGNLOOP
                      FSGE TEMP[3].x, TEMP[2].xxxx, IMM[0].zzzz
                      UIF TEMP[3].xxxx
                        BRK
                      ENDIF
                      FSLT TEMP[3].y, TEMP[0].xxxx, IMM[0].wwww
                      UIF TEMP[3].yyyy
                        MAD TEMP[1], TEMP[0], CONST[0], CONST[1]
                      ELSE
                        MUL TEMP[1], TEMP[0], CONST[1]
                      ENDIF
                      ADD TEMP[2].x, TEMP[2].xxxx, IMM[0].yyyy
                    ENDLOOP
                    """);
            default -> {
                String line = switch (this) {
                    case MOV, I2F -> opcode + " TEMP[1], TEMP[0]\n";
                    case RSQ, EX2, SIN -> opcode + " TEMP[1], TEMP[0].xxxx\n";
                    case ADD, MUL, DP4, UADD, SHL -> opcode + " TEMP[1], TEMP[0], CONST[0]\n";
                    default -> opcode + " TEMP[1], TEMP[0], CONST[0], CONST[1]\n";
                };
                t.append(line.repeat(REPEAT));
            }
        }
        return t.append("MOV OUT[0], TEMP[1]\nEND\n").toString();
    }

    /// Whether the opcode works on integers (inputs are then small integers, not floats).
    public boolean integer() {
        return this == I2F || this == UADD || this == SHL;
    }
}
