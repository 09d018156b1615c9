/** Types of the `mcc` package (merchant category codes, 981 entries), which ships none. */
declare module 'mcc' {
  export interface MerchantCategoryCode {
    mcc: string;
    edited_description: string;
    combined_description: string;
    usda_description: string;
    irs_description: string;
    irs_reportable: string;
    id: number;
  }
  const mcc: {
    get(code: string | number): MerchantCategoryCode | undefined;
    all: MerchantCategoryCode[];
  };
  export default mcc;
}
